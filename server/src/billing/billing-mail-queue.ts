import { sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client.ts';

export type BillingMailKind = 'billing_trial_ending' | 'billing_payment_failed' | 'billing_ended';

/**
 * Queues a billing mail about a partner once per key (the trial end, the failed invoice, the ended
 * subscription): the outbox's unique index drops a second one however often this is called.
 */
export async function queueBillingMail(
  db: DatabaseExecutor,
  kind: BillingMailKind,
  partnerId: string,
  key: string,
  now: Date,
): Promise<void> {
  const moment = now.toISOString();
  await db.execute(
    sql`INSERT INTO mail_outbox (kind, partner_id, billing_key, next_attempt_at, created_at)
        VALUES (${kind}, ${partnerId}::uuid, ${key}, ${moment}::timestamptz, ${moment}::timestamptz)
        ON CONFLICT (kind, partner_id, billing_key) WHERE partner_id IS NOT NULL DO NOTHING`,
  );
}
