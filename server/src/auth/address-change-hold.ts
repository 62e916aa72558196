import { ADDRESS_CHANGE_KEY_HOLD_HOURS } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

const HOLD_MS = ADDRESS_CHANGE_KEY_HOLD_HOURS * 3600_000;

/**
 * When the partner may make API keys again: ADDRESS_CHANGE_KEY_HOLD_HOURS after its account's
 * newest confirmed address change (account_email_changes) not undone by the old address; null when
 * no change is that recent. A key outlives every session, so one made by whoever took the account
 * would survive the "This wasn't me" link; a day gives the old address time to press it.
 */
export async function keyHoldUntil(db: DatabaseExecutor, partnerId: string, now: Date): Promise<Date | null> {
  const since = new Date(now.getTime() - HOLD_MS).toISOString();
  const [row] = await queryRows<{ changed_at: Date | string | null }>(
    db,
    sql`SELECT max(c.confirmed_at) AS changed_at
          FROM account_email_changes c JOIN partners p ON p.user_id = c.user_id
         WHERE p.id = ${partnerId}::uuid AND c.undone_at IS NULL
           AND c.confirmed_at > ${since}::timestamptz`,
  );
  return row?.changed_at ? new Date(new Date(row.changed_at).getTime() + HOLD_MS) : null;
}
