import { PLAN_ACTIVE_ALERT_LIMITS, type Plan } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { claimAlertAddress, heldSlotCount, heldSlots } from '../account-alerts/index.ts';
import { arrayLiteral } from '../db/array-literal.ts';
import { type Database, type DatabaseExecutor, queryRows } from '../db/client.ts';
import { setWeeklyDigest } from '../digest/index.ts';

export interface PreferenceChanges {
  alertMails?: boolean;
  newsletter?: boolean;
  weeklyDigest?: boolean;
}

export interface PreferenceOutcome {
  /** Alerts turning alert mails back on could not resume: the plan limit was reached first. */
  stillPaused: number;
}

/**
 * Pause-all, the newsletter and the weekly digest. alertMails=false pauses every active alert of the address (marked
 * paused_by 'pause_all') and remembers the choice, so alerts added meanwhile are stored paused too.
 * alertMails=true resumes only what pause-all paused, oldest first, up to the plan limit; the rest
 * stay paused and are counted in `stillPaused`. Alerts the person paused one by one stay paused.
 */
export async function updatePreferences(
  db: Database,
  account: { userId: string; email: string },
  changes: PreferenceChanges,
  now: Date,
): Promise<PreferenceOutcome> {
  return db.transaction(async (tx) => {
    let stillPaused = 0;
    if (changes.alertMails !== undefined) {
      await claimAlertAddress(tx, account.email);
      const [user] = await queryRows<{ plan: Plan }>(
        tx,
        sql`UPDATE users SET alert_mails_paused = ${!changes.alertMails}
             WHERE id = ${account.userId}::uuid RETURNING plan`,
      );
      if (changes.alertMails) {
        stillPaused = await resumePausedAll(tx, account.email, user.plan, now);
      } else {
        await pauseAll(tx, account.email);
      }
    }
    if (changes.newsletter === true) {
      await tx.execute(
        sql`INSERT INTO newsletter_subscribers (email, created_at)
            VALUES (${account.email}, ${now.toISOString()}::timestamptz) ON CONFLICT (email) DO NOTHING`,
      );
    } else if (changes.newsletter === false) {
      await tx.execute(sql`DELETE FROM newsletter_subscribers WHERE email = ${account.email}`);
    }
    if (changes.weeklyDigest !== undefined) {
      await setWeeklyDigest(tx, account.userId, changes.weeklyDigest, now);
    }
    return { stillPaused };
  });
}

async function pauseAll(tx: DatabaseExecutor, email: string): Promise<void> {
  const paused = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE alerts SET status = 'paused', paused_by = 'pause_all'
         WHERE email = ${email} AND status = 'active' RETURNING id`,
  );
  if (paused.length === 0) return;
  await tx.execute(
    sql`UPDATE mail_outbox SET status = 'cancelled', last_error = 'alert mails paused before sending'
         WHERE alert_id = ANY(${arrayLiteral(paused.map((row) => row.id))}::uuid[]) AND status = 'pending'
           AND kind = 'rate_alert'`,
  );
}

async function resumePausedAll(tx: DatabaseExecutor, email: string, plan: Plan, now: Date): Promise<number> {
  const free = Math.max(0, PLAN_ACTIVE_ALERT_LIMITS[plan] - heldSlotCount(await heldSlots(tx, email, now)));
  const [row] = await queryRows<{ resumed: number; waiting: number }>(
    tx,
    sql`WITH waiting AS (
          SELECT id, row_number() OVER (ORDER BY created_at, id) AS position
            FROM alerts WHERE email = ${email} AND status = 'paused' AND paused_by = 'pause_all'
        ), resumed AS (
          UPDATE alerts SET status = 'active', paused_by = NULL, confirmed_at = ${now.toISOString()}::timestamptz
           WHERE id IN (SELECT id FROM waiting WHERE position <= ${free}::int)
          RETURNING 1
        )
        SELECT (SELECT count(*)::int FROM resumed) AS resumed, (SELECT count(*)::int FROM waiting) AS waiting`,
  );
  return Number(row.waiting) - Number(row.resumed);
}
