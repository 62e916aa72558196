import type { AlertDirection, RateType } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { alertInputsOf } from '../alerts/index.ts';
import { queryRows } from '../db/client.ts';
import type { ClaimedMail, Composition, MailContext } from '../outbox/index.ts';
import { LEAD_MAIL_RECIPIENT } from '../partner-addresses/index.ts';
import { partnerLeadMail } from './partner-lead-mail.ts';

interface LeadRow {
  form_name: string;
  business_name: string;
  /** Null when the partner is closed. */
  partner_email: string | null;
  name: string;
  email: string;
  phone: string | null;
  rate_type: RateType;
  series_id: string;
  target_rate: string;
  direction: AlertDirection;
  alert_kind: 'rate' | 'refinance' | 'payment';
  alert_inputs: unknown;
  page_url: string | null;
  created_at: Date | string;
}

/** The new-lead mail to the partner, from the lead as it is now; only ever to an address the partner proved. */
export async function composePartnerLeadMail(
  { db, settings }: MailContext,
  claimed: ClaimedMail,
): Promise<Composition> {
  const [lead] = claimed.leadId
    ? await queryRows<LeadRow>(
        db,
        // Only to an address the partner proved (proven-partner-address.ts): never one merely typed in.
        sql`SELECT f.name AS form_name, f.business_name, ${LEAD_MAIL_RECIPIENT} AS partner_email,
                   l.name, l.email, l.phone, l.rate_type, l.series_id, l.target_rate::text AS target_rate, l.direction,
                   l.alert_kind, l.alert_inputs, l.page_url, l.created_at
              FROM leads l JOIN forms f ON f.id = l.form_id JOIN partners p ON p.id = l.partner_id
              LEFT JOIN users u ON u.id = p.user_id
             WHERE l.id = ${claimed.leadId}::uuid`,
      )
    : [];
  if (!lead) return { action: 'cancel', reason: 'lead no longer exists' };
  if (!lead.partner_email) return { action: 'cancel', reason: 'the partner account is closed' };
  return {
    action: 'send',
    mail: partnerLeadMail(settings, {
      partnerEmail: lead.partner_email,
      businessName: lead.business_name,
      formName: lead.form_name,
      lead: {
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        rateType: lead.rate_type,
        seriesId: lead.series_id,
        targetRate: lead.target_rate,
        direction: lead.direction,
        alertInputs: alertInputsOf(lead.alert_kind, lead.alert_inputs),
        pageUrl: lead.page_url,
        createdAt: new Date(lead.created_at),
      },
    }),
  };
}
