import type { Plan } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { claimAlertAddress, pauseAlertsOverPlanLimit } from '../account-alerts/alert-slots.ts';
import { redeemLinkToken } from '../auth/auth-challenges.ts';
import { type Database, type DatabaseExecutor, queryRows } from '../db/client.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiFailure } from '../http/errors.ts';

export const INVALID_EMAIL_CHANGE_LINK =
  'This link has expired or was already used. Ask for a new one from your account page.';

export const EMAIL_TAKEN =
  'That address already has an account. Sign in with it, or delete that account first.';

/**
 * The second step of an email change: the link mailed to the new address proves control of it and
 * names the account. In one transaction (so a refusal leaves the link usable): the new address must
 * not belong to another account (409); the account, its alerts and its newsletter subscription move
 * to it; alert_addresses gets the new address's row (its version moved, like every write the plan
 * limit governs); the account's other sessions end (`keepSessionId`, the session of the browser that
 * confirmed, if it is this account's, stays). Returns the account's id.
 */
export async function confirmEmailChange(
  db: Database,
  input: { secret: string; token: string; keepSessionId?: string; now: Date },
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const redeemed = await redeemLinkToken(tx, input.secret, input.token, 'email_change', input.now);
      if (!redeemed?.userId) throw new ApiFailure(400, 'invalid_link', INVALID_EMAIL_CHANGE_LINK);
      const userId = redeemed.userId;
      const [user] = await queryRows<{ email: string; plan: Plan; alert_mails_paused: boolean }>(
        tx,
        sql`SELECT email, plan, alert_mails_paused FROM users WHERE id = ${userId}::uuid FOR UPDATE`,
      );
      if (!user) throw new ApiFailure(400, 'invalid_link', INVALID_EMAIL_CHANGE_LINK);
      const [oldEmail, newEmail] = [user.email, redeemed.email];
      // Both addresses in one order, so two changes between the same addresses cannot deadlock.
      for (const email of [oldEmail, newEmail].sort()) await claimAlertAddress(tx, email);
      const [taken] = await queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM users WHERE email = ${newEmail} AND id <> ${userId}::uuid`,
      );
      if (taken) throw new ApiFailure(409, 'email_taken', EMAIL_TAKEN);
      await tx.execute(sql`UPDATE users SET email = ${newEmail} WHERE id = ${userId}::uuid`);
      await tx.execute(sql`UPDATE alerts SET email = ${newEmail} WHERE email = ${oldEmail}`);
      await tx.execute(
        sql`WITH moved AS (DELETE FROM newsletter_subscribers WHERE email = ${oldEmail} RETURNING created_at)
            INSERT INTO newsletter_subscribers (email, created_at) SELECT ${newEmail}, created_at FROM moved
            ON CONFLICT (email) DO NOTHING`,
      );
      await fitAlertsToAccount(tx, newEmail, user.plan, user.alert_mails_paused);
      // Other open email changes of the account are void now.
      await tx.execute(
        sql`UPDATE auth_challenges SET used_at = ${input.now.toISOString()}::timestamptz
             WHERE user_id = ${userId}::uuid AND purpose = 'email_change' AND used_at IS NULL`,
      );
      await tx.execute(
        sql`DELETE FROM sessions WHERE user_id = ${userId}::uuid AND id IS DISTINCT FROM ${input.keepSessionId ?? null}`,
      );
      return userId;
    });
  } catch (error) {
    // The new address got an account (a first sign-in) after the check: the same answer as before it.
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'email_taken', EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Alerts the new address already had (from its own public sign-ups) join the account's. They follow
 * the account's pause-all, and active alerts beyond the plan limit are paused (newest first, marked
 * 'plan_limit') so the account never holds more than its plan allows.
 */
async function fitAlertsToAccount(
  tx: DatabaseExecutor,
  email: string,
  plan: Plan,
  alertMailsPaused: boolean,
): Promise<void> {
  if (alertMailsPaused) {
    await tx.execute(
      sql`UPDATE alerts SET status = 'paused', paused_by = 'pause_all' WHERE email = ${email} AND status = 'active'`,
    );
    return;
  }
  await pauseAlertsOverPlanLimit(tx, email, plan);
}
