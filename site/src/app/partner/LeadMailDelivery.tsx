import { describeMailSuppression } from '@mrn/sdk/schemas/mail-suppression';
import type { PartnerLead } from '@mrn/sdk/schemas/partner-leads';

const LABELS = {
  hard_bounce: 'Mail bounced',
  soft_bounces: 'Mail failing',
  complaint: 'Marked as spam',
} as const;

/** Under the lead's status, while no mail reaches the lead's address: what happened and why. */
export default function LeadMailDelivery({ lead }: { lead: PartnerLead }) {
  if (!lead.mailSuppression) return null;
  return (
    <span className="lead-detail lead-mail-stopped" title={describeMailSuppression(lead.mailSuppression)}>
      <strong>{LABELS[lead.mailSuppression.reason]}.</strong> {describeMailSuppression(lead.mailSuppression)}
    </span>
  );
}
