import type { BusinessEmailStatus, LeadConfirmationUsage, PartnerLeadMail } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { LEAD_MAIL_RECIPIENT, PARTNER_PROVEN_ADDRESS, provenStatus } from '../partner-addresses/index.ts';
import { leadConfirmationCaps, utcDay } from './lead-confirmation-caps.ts';

type Timestamp = Date | string | null;

const iso = (value: Timestamp) => (value === null ? null : new Date(value).toISOString());

function usage(
  row: { sent: number | null; refused: number | null; cap_reached_at: Timestamp } | undefined,
  cap: number,
): LeadConfirmationUsage {
  return {
    sent: Number(row?.sent ?? 0),
    refused: Number(row?.refused ?? 0),
    cap,
    capReachedAt: iso(row?.cap_reached_at ?? null),
  };
}

/**
 * What the console shows about a partner's mail: where each form's new-lead mail goes and whether
 * its business email is confirmed, and today's lead confirmation mails against the plan's caps.
 */
export async function partnerLeadMailStatus(
  db: DatabaseExecutor,
  partnerId: string,
  now: Date,
): Promise<PartnerLeadMail> {
  const day = utcDay(now);
  const [partner] = await queryRows<{
    account_email: string | null;
    sent: number | null;
    refused: number | null;
    cap_reached_at: Timestamp;
  }>(
    db,
    sql`SELECT ${PARTNER_PROVEN_ADDRESS} AS account_email, c.sent, c.refused, c.cap_reached_at
          FROM partners p LEFT JOIN users u ON u.id = p.user_id
          LEFT JOIN lead_confirmation_counts c ON c.partner_id = p.id AND c.day = ${day}::date AND c.form_id = ''
         WHERE p.id = ${partnerId}::uuid`,
  );
  const caps = await leadConfirmationCaps(db, partnerId, now);
  const forms = await queryRows<{
    form_id: string;
    lead_mail_to: string | null;
    status: BusinessEmailStatus;
    confirmation_sent_at: Timestamp;
    sent: number | null;
    refused: number | null;
    cap_reached_at: Timestamp;
  }>(
    db,
    sql`SELECT f.id AS form_id, ${LEAD_MAIL_RECIPIENT} AS lead_mail_to,
               ${provenStatus(sql`f.business_email`)} AS status,
               (SELECT a.confirmation_queued_at FROM partner_mail_addresses a
                 WHERE a.partner_id = p.id AND a.email = lower(trim(f.business_email))) AS confirmation_sent_at,
               c.sent, c.refused, c.cap_reached_at
          FROM forms f JOIN partners p ON p.id = f.partner_id LEFT JOIN users u ON u.id = p.user_id
          LEFT JOIN lead_confirmation_counts c ON c.partner_id = p.id AND c.day = ${day}::date AND c.form_id = f.id
         WHERE p.id = ${partnerId}::uuid
         ORDER BY f.created_at, f.id`,
  );
  return {
    accountEmail: partner.account_email,
    day,
    confirmationsToday: usage(partner, caps.perPartner),
    forms: forms.map((form) => ({
      formId: form.form_id,
      leadMailTo: form.lead_mail_to,
      businessEmailStatus: form.status,
      confirmationSentAt: iso(form.confirmation_sent_at),
      confirmationsToday: usage(form, caps.perForm),
    })),
  };
}
