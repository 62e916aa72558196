import type { PartnerForm } from '@mrn/sdk/schemas/form-config';
import {
  addressConfirmationAcceptedSchema,
  type LeadConfirmationUsage,
  partnerLeadMailSchema,
} from '@mrn/sdk/schemas/lead-mail';
import { useState } from 'react';
import { apiRequest } from '../api-request.ts';
import ColumnHeads from '../ColumnHeads.tsx';
import { formatDate } from '../date-format.ts';
import LiveMessage from '../LiveMessage.tsx';
import { PanelLoadFailure, PanelLoading } from '../PanelStates.tsx';
import { useApiData } from '../use-api-data.ts';

/** "HH:MM UTC" of an ISO time: the caps count UTC days. */
const utcTime = (iso: string) => `${iso.slice(11, 16)} UTC`;

function usageText(usage: LeadConfirmationUsage): string {
  const base = `${usage.sent} of ${usage.cap}`;
  return usage.capReachedAt
    ? `${base}: cap reached at ${utcTime(usage.capReachedAt)}, ${usage.refused} not sent`
    : base;
}

/**
 * Under the forms list: where each form's new-lead mail goes (a business email only once its owner
 * confirmed it; the link can be sent again), and today's lead confirmation mails against the plan's
 * daily caps, with a warning when one was reached.
 */
export default function LeadMailPanel({ forms }: { forms: PartnerForm[] }) {
  const { state, retry } = useApiData('/api/partner/lead-mail', partnerLeadMailSchema);
  const [busyEmail, setBusyEmail] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  if (state.phase === 'loading') return <PanelLoading label="Loading where your lead mail goes…" />;
  if (state.phase === 'failed') return <PanelLoadFailure failure={state.failure} onRetry={retry} />;
  const status = state.data;
  const formById = new Map(forms.map((form) => [form.id, form]));

  async function resend(email: string) {
    setBusyEmail(email);
    setMessage(null);
    const result = await apiRequest('/api/partner/lead-mail/confirmations', {
      method: 'POST',
      body: { email },
      schema: addressConfirmationAcceptedSchema,
    });
    setBusyEmail(null);
    setMessage(
      result.ok ? { tone: 'success', text: result.data.message } : { tone: 'error', text: result.message },
    );
  }

  const total = status.confirmationsToday;
  return (
    <section className="card app-panel" aria-labelledby="lead-mail-heading">
      <h2 id="lead-mail-heading">Lead mail</h2>
      <p>
        New-lead mail goes to your account’s address ({status.accountEmail ?? 'none'}), or to a form’s
        business email once its owner has confirmed it through the link we mail it. Each lead gets one mail
        asking them to confirm their rate alert, at most one a day per address; your plan allows {total.cap}{' '}
        of these mails a day across your forms (UTC days).
      </p>
      <p>
        Lead confirmation mails today, {status.day}: <strong>{usageText(total)}</strong>.
      </p>
      {total.capReachedAt || status.forms.some((form) => form.confirmationsToday.capReachedAt) ? (
        <p className="lead-mail-warning">
          A daily cap was reached today: leads that came after it are stored and listed under Leads, but were
          not asked to confirm. If you did not expect this many leads, list your own websites under “Allowed
          sites” in the form builder so that other pages cannot use your form.
        </p>
      ) : null}
      <LiveMessage tone={message?.tone ?? 'status'}>{message?.text}</LiveMessage>
      <div className="form-list-scroll">
        <table className="form-list-table">
          <ColumnHeads names={['Form', 'New-lead mail goes to', 'Business email', 'Confirmations today']} />
          <tbody>
            {status.forms.map((entry) => {
              const form = formById.get(entry.formId);
              const businessEmail = form?.businessEmail ?? null;
              return (
                <tr key={entry.formId}>
                  <th scope="row">
                    {form?.name ?? entry.formId}
                    <span className="form-list-sub">
                      <code>{entry.formId}</code>
                    </span>
                  </th>
                  <td>{entry.leadMailTo ?? 'Nobody (account closed)'}</td>
                  <td>
                    {entry.businessEmailStatus === 'none' && 'None set'}
                    {entry.businessEmailStatus === 'confirmed' && `${businessEmail}: confirmed`}
                    {entry.businessEmailStatus === 'awaiting_confirmation' && businessEmail && (
                      <>
                        {businessEmail}: waiting for confirmation
                        {entry.confirmationSentAt
                          ? ` (link sent ${formatDate(entry.confirmationSentAt)})`
                          : ''}
                        <span className="form-list-sub">
                          <button
                            type="button"
                            className="button button-secondary app-small-button"
                            disabled={busyEmail === businessEmail}
                            aria-label={`Send the confirmation link to ${businessEmail} again`}
                            onClick={() => resend(businessEmail)}
                          >
                            Resend the link
                          </button>
                        </span>
                      </>
                    )}
                  </td>
                  <td>{usageText(entry.confirmationsToday)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
