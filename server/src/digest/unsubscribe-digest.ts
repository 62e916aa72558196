import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { setWeeklyDigest } from './digest-subscription.ts';

export type DigestUnsubscribeOutcome = 'unsubscribed' | 'already_off' | 'not_found';

/** What the digest's unsubscribe link does (on POST only): the account's digest preference goes off. */
export async function unsubscribeDigest(
  db: Database,
  userId: string,
  now: Date,
): Promise<DigestUnsubscribeOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await queryRows<{ id: string }>(tx, sql`SELECT id FROM users WHERE id = ${userId}::uuid`);
    if (!user) return 'not_found';
    return (await setWeeklyDigest(tx, userId, false, now)) ? 'unsubscribed' : 'already_off';
  });
}
