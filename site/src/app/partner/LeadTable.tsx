import { ALERT_KIND_LABELS } from '@mrn/sdk/schemas/alert-kinds';
import type { PartnerLead } from '@mrn/sdk/schemas/partner-leads';
import ColumnHeads from '../ColumnHeads.tsx';
import { formatDate } from '../date-format.ts';
import { formatThreshold } from '../rate-format.ts';
import ConsentProof from './ConsentProof.tsx';
import LeadMailDelivery from './LeadMailDelivery.tsx';
import LeadStatus from './LeadStatus.tsx';
import { leadAlertSummary } from './lead-alert-summary.ts';

const COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Rate',
  'Alert',
  'Target',
  'Direction',
  'Status',
  'Form',
  'Source page',
  'Campaign',
  'Received',
  'Consent',
];

interface LeadTableProps {
  leads: readonly PartnerLead[];
  /** Form id → what the partner calls it. */
  formNames: ReadonlyMap<string, string>;
  caption: string;
}

/**
 * A lead's campaign, compact enough for a table cell: utm_source=news → "source: news", the Google
 * Ads click id as "gclid: …", and a hidden field data-field-agent="7" → "field-agent: 7".
 */
function campaignEntries(lead: PartnerLead): string[] {
  return [
    ...Object.entries(lead.utm ?? {}).map(([name, value]) => `${name.replace(/^utm_/, '')}: ${value}`),
    ...(lead.gclid ? [`gclid: ${lead.gclid}`] : []),
    ...Object.entries(lead.hiddenFields ?? {}).map(([key, value]) => `field-${key}: ${value}`),
  ];
}

/**
 * One page of leads. The frame scrolls sideways on narrow screens, so it is a focusable, named
 * region: keyboard users can scroll it too.
 */
export default function LeadTable({ leads, formNames, caption }: LeadTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls sideways; keyboard users must be able to focus it to scroll (axe scrollable-region-focusable).
    <section className="app-table-scroll" aria-labelledby="lead-table-caption" tabIndex={0}>
      <table className="app-table lead-table">
        <caption id="lead-table-caption" className="lead-table-caption">
          {caption}
        </caption>
        <ColumnHeads names={COLUMNS} />
        <tbody>
          {leads.map((lead) => {
            const campaign = campaignEntries(lead);
            return (
              <tr key={lead.id}>
                <th scope="row" className="app-break">
                  {lead.name}
                </th>
                <td className="app-break">{lead.email}</td>
                <td>{lead.phone ?? '—'}</td>
                {/* The series the lead's alert watches, in words: "30-year VA". */}
                <td>{lead.seriesLabel}</td>
                <td>
                  {ALERT_KIND_LABELS[lead.alertKind]}
                  {leadAlertSummary(lead).map((line) => (
                    <span key={line} className="lead-detail">
                      {line}
                    </span>
                  ))}
                </td>
                <td>
                  {formatThreshold(lead.targetRate)}
                  {lead.alertKind === 'rate' ? null : (
                    // Worked out from the visitor's numbers: where their refinance rule or payment target is met.
                    <span className="lead-detail">derived from their numbers</span>
                  )}
                </td>
                <td>{lead.direction === 'below' ? 'Below' : 'Above'}</td>
                <td>
                  <LeadStatus lead={lead} />
                  <LeadMailDelivery lead={lead} />
                </td>
                <td className="app-break">{formNames.get(lead.formId) ?? lead.formId}</td>
                <td className="app-break lead-url">{lead.pageUrl ?? '—'}</td>
                <td>
                  {campaign.length === 0
                    ? '—'
                    : campaign.map((entry) => (
                        <span key={entry} className="lead-detail app-break">
                          {entry}
                        </span>
                      ))}
                </td>
                <td>{formatDate(lead.createdAt)}</td>
                <td>
                  <ConsentProof lead={lead} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
