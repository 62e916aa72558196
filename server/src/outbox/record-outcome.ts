import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { OutboxKind } from './claim-due-mail.ts';

// Every update is guarded by status = 'sending': a worker whose lease ran out (and whose row another
// worker took over) cannot overwrite the newer worker's result.

/** A mail the relay accepted: its row and the address it went to (kept for bounces, see bounces/). */
export interface AcceptedMail {
  id: number;
  to: string;
}

/** A row recorded sent by markSent: what its kind's after-sent step needs. */
export interface SentRow {
  id: number;
  kind: OutboxKind;
}

/** Records sends (and where each went); returns the rows it recorded, not those another worker took over. */
export async function markSent(
  db: DatabaseExecutor,
  accepted: readonly AcceptedMail[],
  now: Date,
): Promise<SentRow[]> {
  const rows = await queryRows<{ id: string; kind: OutboxKind }>(
    db,
    sql`UPDATE mail_outbox SET status = 'sent', sent_at = ${now.toISOString()}::timestamptz, last_error = NULL,
               sent_to = s.sent_to
          FROM unnest(${arrayLiteral(accepted.map((mail) => mail.id))}::bigint[],
                      ${arrayLiteral(accepted.map((mail) => mail.to))}::text[]) AS s(id, sent_to)
         WHERE mail_outbox.id = s.id AND status = 'sending'
        RETURNING mail_outbox.id::text AS id, kind`,
  );
  return rows.map((row) => ({ id: Number(row.id), kind: row.kind }));
}

export async function scheduleRetry(
  db: DatabaseExecutor,
  id: number,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE mail_outbox SET status = 'pending', last_error = ${error},
               next_attempt_at = ${nextAttemptAt.toISOString()}::timestamptz
         WHERE id = ${id} AND status = 'sending'`,
  );
}

export async function markFailed(db: DatabaseExecutor, id: number, reason: string): Promise<void> {
  await db.execute(
    sql`UPDATE mail_outbox SET status = 'failed', last_error = ${reason} WHERE id = ${id} AND status = 'sending'`,
  );
}

export async function markCancelled(db: DatabaseExecutor, id: number, reason: string): Promise<void> {
  await db.execute(
    sql`UPDATE mail_outbox SET status = 'cancelled', last_error = ${reason} WHERE id = ${id} AND status = 'sending'`,
  );
}

/** Puts a claimed row back to wait until `until`, giving back the attempt its claim counted. */
export async function deferMail(
  db: DatabaseExecutor,
  id: number,
  reason: string,
  until: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE mail_outbox SET status = 'pending', attempts = attempts - 1, last_error = ${reason},
               next_attempt_at = ${until.toISOString()}::timestamptz
         WHERE id = ${id} AND status = 'sending'`,
  );
}

/** Rows not sent because their address is suppressed (bounces/): final, like cancelled. */
export async function markSuppressed(
  db: DatabaseExecutor,
  ids: readonly number[],
  reason: string,
): Promise<void> {
  await db.execute(
    sql`UPDATE mail_outbox SET status = 'suppressed', last_error = ${reason}
         WHERE id = ANY(${arrayLiteral(ids)}::bigint[]) AND status = 'sending'`,
  );
}
