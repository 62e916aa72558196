import type { LeadStatus as LeadStatusName, PartnerLead } from '@mrn/sdk/schemas/partner-leads';
import { formatDate } from '../date-format.ts';

export const LEAD_STATUS_LABELS: Record<LeadStatusName, string> = {
  pending_confirmation: 'Pending confirmation',
  confirmed: 'Confirmed',
  alert_sent: 'Alert sent',
  paused: 'Paused',
  unsubscribed: 'Unsubscribed',
  no_alert: 'No alert',
};

/** The lead's status in words, with the dates that explain it. */
export default function LeadStatus({ lead }: { lead: PartnerLead }) {
  const dates: string[] = [];
  if (lead.confirmedAt) dates.push(`Confirmed ${formatDate(lead.confirmedAt)}`);
  if (lead.lastAlertSentAt) dates.push(`Last alert ${formatDate(lead.lastAlertSentAt)}`);
  if (lead.unsubscribedAt) dates.push(`Unsubscribed ${formatDate(lead.unsubscribedAt)}`);
  return (
    <>
      <span className={`lead-status lead-status-${lead.status}`}>{LEAD_STATUS_LABELS[lead.status]}</span>
      {lead.status === 'no_alert' && <span className="lead-detail">The person deleted this alert</span>}
      {dates.map((date) => (
        <span key={date} className="lead-detail">
          {date}
        </span>
      ))}
    </>
  );
}
