import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { admitLeadConfirmation, leadConfirmationCaps } from '../lead-confirmations/index.ts';
import type { ClaimedMail, Composition, MailContext } from '../outbox/index.ts';
import { partnerBrandingForForm } from '../partner-addresses/index.ts';
import { alertConfirmationMail } from './alert-confirmation-mail.ts';
import { alertFields, loadAlert } from './alert-mail-row.ts';

/**
 * Why a lead's confirmation may not go out (see admit-lead-confirmation.ts): its partner is closed,
 * the address had a lead confirmation today, or a daily cap of the partner's plan is reached.
 */
async function leadConfirmationRefusal(
  db: DatabaseExecutor,
  claimed: ClaimedMail,
  email: string,
  formId: string,
  now: Date,
): Promise<string | undefined> {
  const [partner] = await queryRows<{
    id: string;
    closed: boolean;
  }>(
    db,
    sql`SELECT p.id::text AS id, p.closed_at IS NOT NULL AS closed
          FROM forms f JOIN partners p ON p.id = f.partner_id WHERE f.id = ${formId}`,
  );
  if (!partner || partner.closed) return 'the form’s partner account is closed';
  const admission = await admitLeadConfirmation(db, {
    outboxId: claimed.id,
    email,
    formId,
    partnerId: partner.id,
    caps: await leadConfirmationCaps(db, partner.id, now),
    now,
  });
  if (admission === 'repeat_today') return 'a lead confirmation already went to this address today';
  if (admission === 'capped') return 'the daily cap of lead confirmation mails is reached';
  return undefined;
}

/** The double opt-in mail of a pending alert; a partner form's alert only within its lead confirmation limits. */
export async function composeAlertConfirmationMail(
  { db, settings, now }: MailContext,
  claimed: ClaimedMail,
): Promise<Composition> {
  const alert = claimed.alertId ? await loadAlert(db, claimed.alertId) : undefined;
  if (alert?.status !== 'pending')
    return { action: 'cancel', reason: 'alert is no longer awaiting confirmation' };
  if (alert.form_id) {
    const refusal = await leadConfirmationRefusal(db, claimed, alert.email, alert.form_id, now);
    if (refusal) return { action: 'cancel', reason: refusal };
  }
  const partner = alert.form_id ? await partnerBrandingForForm(db, alert.form_id) : undefined;
  return {
    action: 'send',
    mail: alertConfirmationMail(settings, { alert: alertFields(alert), partner }, now),
  };
}
