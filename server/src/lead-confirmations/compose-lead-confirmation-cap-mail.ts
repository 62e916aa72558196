import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import type { ClaimedMail, Composition } from '../outbox/index.ts';
import { PARTNER_PROVEN_ADDRESS } from '../partner-addresses/index.ts';
import { leadConfirmationCapMail } from './lead-confirmation-cap-mail.ts';
import { leadConfirmationCaps, utcDay } from './lead-confirmation-caps.ts';

interface CapRow {
  form_id: string;
  form_name: string | null;
  sent: number;
  refused: number;
  to: string | null;
  business_name: string;
}

/** The partner's notice of a reached cap, from today's counts, to the address the partner proved. */
export async function composeLeadConfirmationCapMail(
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: ClaimedMail,
  now: Date,
): Promise<Composition> {
  const day = utcDay(now);
  const rows = claimed.partnerId
    ? await queryRows<CapRow>(
        db,
        sql`SELECT c.form_id, f.name AS form_name, c.sent, c.refused, ${PARTNER_PROVEN_ADDRESS} AS "to",
                   p.name AS business_name
              FROM lead_confirmation_counts c
              JOIN partners p ON p.id = c.partner_id
              LEFT JOIN users u ON u.id = p.user_id
              LEFT JOIN forms f ON f.id = c.form_id
             WHERE c.partner_id = ${claimed.partnerId}::uuid AND c.day = ${day}::date
               AND c.cap_reached_at IS NOT NULL
             ORDER BY c.form_id`,
      )
    : [];
  const to = rows[0]?.to;
  if (!to) return { action: 'cancel', reason: 'no cap reached today, or the partner is closed' };
  const caps = await leadConfirmationCaps(db, claimed.partnerId as string, now);
  const account = rows.find((row) => row.form_id === '');
  return {
    action: 'send',
    mail: leadConfirmationCapMail(settings, {
      to,
      businessName: rows[0].business_name,
      day,
      account: account ? { sent: account.sent, refused: account.refused, cap: caps.perPartner } : null,
      forms: rows
        .filter((row) => row.form_id !== '')
        .map((row) => ({
          id: row.form_id,
          name: row.form_name ?? row.form_id,
          sent: row.sent,
          refused: row.refused,
          cap: caps.perForm,
        })),
    }),
  };
}
