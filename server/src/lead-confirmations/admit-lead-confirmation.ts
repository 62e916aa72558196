import { sql } from 'drizzle-orm';
import { type Database, type DatabaseExecutor, queryRows } from '../db/client.ts';
import { type LeadConfirmationCaps, utcDay } from './lead-confirmation-caps.ts';

/**
 * - `send`: the first lead confirmation to this address today, within the caps (or a retry of it).
 * - `repeat_today`: a lead confirmation already went to this address today, from any form.
 * - `capped`: the form's or the partner's daily cap is reached; the partner is told once a day.
 */
export type LeadConfirmationAdmission = 'send' | 'repeat_today' | 'capped';

export interface LeadConfirmationRequest {
  /** The outbox row of the confirmation: a retry of the same row is let through. */
  outboxId: number;
  /** The alert's (canonical) address. */
  email: string;
  formId: string;
  partnerId: string;
  caps: LeadConfirmationCaps;
  now: Date;
}

/**
 * Decides, when a lead's confirmation mail is about to be sent, whether it may go: each address
 * gets at most one lead confirmation a day whichever forms it was typed into, and each form and
 * each partner at most its plan's daily cap. One transaction: the address's row for the day and
 * the counters are taken together, so workers sending side by side cannot both take the last one.
 */
export async function admitLeadConfirmation(
  db: Database | DatabaseExecutor,
  request: LeadConfirmationRequest,
): Promise<LeadConfirmationAdmission> {
  const day = utcDay(request.now);
  const at = request.now.toISOString();
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ outbox_id: string }>(
      tx,
      sql`INSERT INTO lead_confirmation_recipients (day, email, outbox_id)
          VALUES (${day}::date, ${request.email}, ${request.outboxId})
          ON CONFLICT (day, email) DO NOTHING
          RETURNING outbox_id::text AS outbox_id`,
    );
    if (claimed.length === 0) {
      const [holder] = await queryRows<{ outbox_id: string }>(
        tx,
        sql`SELECT outbox_id::text AS outbox_id FROM lead_confirmation_recipients
             WHERE day = ${day}::date AND email = ${request.email}`,
      );
      // A retry of the mail that holds the day was counted when it first came through.
      return holder && Number(holder.outbox_id) === request.outboxId ? 'send' : 'repeat_today';
    }
    // Earlier days are done with (the key starts with the day, so this reads an index range).
    await tx.execute(sql`DELETE FROM lead_confirmation_recipients WHERE day < ${day}::date - 1`);
    const counts = await queryRows<{ form_id: string; sent: number }>(
      tx,
      sql`INSERT INTO lead_confirmation_counts AS c (partner_id, form_id, day, sent)
          VALUES (${request.partnerId}::uuid, ${request.formId}, ${day}::date, 1),
                 (${request.partnerId}::uuid, '', ${day}::date, 1)
          ON CONFLICT (partner_id, day, form_id) DO UPDATE SET sent = c.sent + 1
          RETURNING form_id, sent`,
    );
    const sentOf = (formId: string) => Number(counts.find((row) => row.form_id === formId)?.sent ?? 0);
    const formOver = sentOf(request.formId) > request.caps.perForm;
    const partnerOver = sentOf('') > request.caps.perPartner;
    if (!formOver && !partnerOver) return 'send';
    // Not sent after all: counted as refused, the address is free again, and the partner is told once.
    await tx.execute(
      sql`UPDATE lead_confirmation_counts
             SET sent = sent - 1, refused = refused + 1,
                 cap_reached_at = CASE WHEN (form_id = '' AND ${partnerOver}::boolean) OR (form_id <> '' AND ${formOver}::boolean)
                                       THEN coalesce(cap_reached_at, ${at}::timestamptz) ELSE cap_reached_at END
           WHERE partner_id = ${request.partnerId}::uuid AND day = ${day}::date
             AND form_id IN (${request.formId}, '')`,
    );
    await tx.execute(
      sql`DELETE FROM lead_confirmation_recipients WHERE day = ${day}::date AND email = ${request.email}`,
    );
    await tx.execute(
      sql`WITH due AS (
            UPDATE lead_confirmation_counts SET partner_notified_at = ${at}::timestamptz
             WHERE partner_id = ${request.partnerId}::uuid AND day = ${day}::date AND form_id = ''
               AND partner_notified_at IS NULL
            RETURNING partner_id
          )
          INSERT INTO mail_outbox (kind, partner_id, next_attempt_at, created_at)
          SELECT 'lead_confirmation_cap', partner_id, ${at}::timestamptz, ${at}::timestamptz FROM due`,
    );
    return 'capped';
  });
}
