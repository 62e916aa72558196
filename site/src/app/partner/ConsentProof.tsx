import type { PartnerLead } from '@mrn/sdk/schemas/partner-leads';
import { useRef } from 'react';
import { formatDate } from '../date-format.ts';

/**
 * A lead's "Proof of consent": a button opening a dialog with what the person agreed to (the exact
 * consent text the form showed), on which page, when, from which address and browser, and a JSON
 * download of the record (GET /api/partner/leads/{id}/consent). Leads from before records were kept
 * say so instead.
 */
export default function ConsentProof({ lead }: { lead: PartnerLead }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const record = lead.consentRecord;
  if (!record)
    return <span className="lead-detail">No record (received before consent records were kept)</span>;
  const titleId = `consent-title-${lead.id}`;
  return (
    <>
      <button
        type="button"
        className="button button-secondary app-small-button"
        onClick={() => dialog.current?.showModal()}
      >
        Proof of consent
      </button>
      <dialog ref={dialog} className="consent-proof" aria-labelledby={titleId}>
        <h2 id={titleId} className="app-break">
          Proof of consent: {lead.name}
        </h2>
        <p>What {lead.email} agreed to when they sent the form:</p>
        <blockquote className="consent-proof__text">{record.text}</blockquote>
        <dl className="consent-proof__facts">
          <dt>Box ticked</dt>
          <dd>{record.checked ? 'Yes' : 'No'}</dd>
          <dt>When</dt>
          <dd>
            {formatDate(record.consentedAt)} ({record.consentedAt})
          </dd>
          <dt>Page</dt>
          <dd className="app-break">{record.pageUrl ?? '—'}</dd>
          <dt>Form</dt>
          <dd>
            {record.formId}, settings version {record.formSettingsVersion}
          </dd>
          <dt>IP address</dt>
          <dd>{record.ipAddress ?? '—'}</dd>
          <dt>Browser</dt>
          <dd className="app-break">{record.userAgent ?? '—'}</dd>
          <dt>Text SHA-256</dt>
          <dd className="app-break">
            <code>{record.textSha256}</code>
          </dd>
        </dl>
        <p className="consent-proof__actions">
          <a
            className="button app-small-button"
            href={`/api/partner/leads/${encodeURIComponent(lead.id)}/consent`}
            download
          >
            Download JSON
          </a>
          <button
            type="button"
            className="button button-secondary app-small-button"
            onClick={() => dialog.current?.close()}
          >
            Close
          </button>
        </p>
      </dialog>
    </>
  );
}
