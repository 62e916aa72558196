import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/**
 * The most mail that requests made by anyone (not the address's owner acting on their own
 * subscriptions) can cause to arrive at one address in any rolling hour, every route together:
 * sign-in and email-change mails, alert and newsletter confirmations (the public form's and every
 * partner form's), plan-limit notices, install instructions and a partner's business-address
 * confirmation. Sign-in and email change count when they are asked for, so the person asking gets
 * a 429 rather than silence; the rest count when the outbox is about to send them
 * (the kinds whose composer is `countedPerRecipient`, see mail-kinds.ts: their routes answer the same whatever
 * happens, so nobody can ask who subscribes), and a mail over the budget is cancelled, not sent.
 *
 * Not counted: mail the owner of a proven address asked for and controls (rate alerts, the weekly
 * digest) and a partner's own account mail (new leads, webhook and billing notices).
 */
export const RECIPIENT_MAIL_BUDGET = { limit: 10, windowMs: 60 * 60_000 } as const;

const addressHash = (email: string) => createHash('sha256').update(email).digest('hex');

/**
 * Counts one mail to `email` (canonical) if the address has budget left in the hour before `now`,
 * and says whether it had. One upsert on the address's row: the update's WHERE is judged on the
 * newest row version, so two nodes cannot both spend the last mail of the budget.
 */
export async function takeRecipientMail(db: DatabaseExecutor, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - RECIPIENT_MAIL_BUDGET.windowMs).toISOString();
  const moment = now.toISOString();
  const counted = await queryRows<{ counted: boolean }>(
    db,
    sql`INSERT INTO recipient_mail_budgets AS budget (address_hash, counted_at)
        VALUES (${addressHash(email)}, ARRAY[${moment}::timestamptz])
        ON CONFLICT (address_hash) DO UPDATE SET counted_at =
          array_append(ARRAY(SELECT at FROM unnest(budget.counted_at) AS at WHERE at > ${since}::timestamptz),
                       ${moment}::timestamptz)
         WHERE (SELECT count(*) FROM unnest(budget.counted_at) AS at WHERE at > ${since}::timestamptz)
               < ${RECIPIENT_MAIL_BUDGET.limit}
        RETURNING true AS counted`,
  );
  return counted.length > 0;
}

/** What a route that counts its own mail answers when the budget is spent. */
export const RECIPIENT_BUDGET_SPENT =
  'We have sent this address as much mail as we will in one hour. Use the newest mail from us, or try again in an hour.';
