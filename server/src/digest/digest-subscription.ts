import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/**
 * Turns the weekly digest on or off for an account. Off also cancels a digest still waiting in
 * the outbox (the worker checks again right before sending, too). Answers whether anything changed.
 */
export async function setWeeklyDigest(
  db: DatabaseExecutor,
  userId: string,
  on: boolean,
  now: Date,
): Promise<boolean> {
  if (on) {
    const added = await queryRows<{ user_id: string }>(
      db,
      sql`INSERT INTO weekly_digest_subscribers (user_id, subscribed_at)
          VALUES (${userId}::uuid, ${now.toISOString()}::timestamptz)
          ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    );
    return added.length > 0;
  }
  const removed = await queryRows<{ user_id: string }>(
    db,
    sql`DELETE FROM weekly_digest_subscribers WHERE user_id = ${userId}::uuid RETURNING user_id`,
  );
  await db.execute(
    sql`UPDATE mail_outbox SET status = 'cancelled', last_error = 'weekly digest turned off before sending'
         WHERE id IN (SELECT outbox_id FROM weekly_digests WHERE user_id = ${userId}::uuid)
           AND kind = 'weekly_digest' AND status = 'pending'`,
  );
  return removed.length > 0;
}
