import type { Plan } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { claimAlertAddress, pauseAlertsOverPlanLimit } from '../account-alerts/index.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/**
 * Moves an account to another address, inside the caller's transaction: the account, its alerts
 * and its newsletter subscription; alert_addresses gets the new address's row (its version moved,
 * like every write the plan limit governs). 'taken' (and nothing changed) when another account
 * has the address. Both an email change and its undo ("This wasn't me") move an account this way.
 */
export async function moveAccountAddress(
  tx: DatabaseExecutor,
  userId: string,
  move: { from: string; to: string },
): Promise<'moved' | 'taken'> {
  // Both addresses in one order, so two changes between the same addresses cannot deadlock.
  for (const email of [move.from, move.to].sort()) await claimAlertAddress(tx, email);
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM users WHERE email = ${move.to} AND id <> ${userId}::uuid`,
  );
  if (taken) return 'taken';
  const [user] = await queryRows<{ plan: Plan; alert_mails_paused: boolean }>(
    tx,
    sql`UPDATE users SET email = ${move.to} WHERE id = ${userId}::uuid RETURNING plan, alert_mails_paused`,
  );
  await tx.execute(sql`UPDATE alerts SET email = ${move.to} WHERE email = ${move.from}`);
  await tx.execute(
    sql`WITH moved AS (DELETE FROM newsletter_subscribers WHERE email = ${move.from} RETURNING created_at)
        INSERT INTO newsletter_subscribers (email, created_at) SELECT ${move.to}, created_at FROM moved
        ON CONFLICT (email) DO NOTHING`,
  );
  await fitAlertsToAccount(tx, move.to, user.plan, user.alert_mails_paused);
  return 'moved';
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
