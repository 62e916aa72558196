import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.ts';
import type { DatabaseExecutor } from '../db/client.ts';

/**
 * Extends the claim on rows this worker is still sending, so a send slower than the lease (a slow
 * relay) is not claimed and sent a second time by another worker. Rows already recorded (sent, or
 * back to pending for a retry) are left alone.
 */
export async function renewLease(
  db: DatabaseExecutor,
  ids: readonly number[],
  options: { leaseMs: number; now: Date },
): Promise<void> {
  await db.execute(
    sql`UPDATE mail_outbox
           SET next_attempt_at = ${options.now.toISOString()}::timestamptz + ${options.leaseMs} * interval '1 millisecond'
         WHERE id = ANY(${arrayLiteral(ids)}::bigint[]) AND status = 'sending'`,
  );
}
