import { type Plan, type PlanStateName, planAllows } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { claimAlertAddress, pauseAlertsOverPlanLimit } from '../account-alerts/index.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { loadPlanState } from './plan-record.ts';

/**
 * The account tier (users.plan) a partner plan state gives: `pro` while the plan allows more alerts
 * than Free. The alert statements read users.plan in SQL, so it is kept equal to this answer.
 */
export function accountPlanOf(state: PlanStateName): Plan {
  return planAllows(state).activeAlerts > planAllows('free').activeAlerts ? 'pro' : 'free';
}

/**
 * Moves an account to `tier`. Dropping to Free pauses the account's older active alerts beyond Free's
 * limit (the person resumes them in the dashboard, e.g. after upgrading), as when alerts join an account. Call in
 * a transaction.
 */
export async function setAccountTier(tx: DatabaseExecutor, userId: string, tier: Plan): Promise<void> {
  const [user] = await queryRows<{ email: string; plan: Plan }>(
    tx,
    sql`SELECT email, plan FROM users WHERE id = ${userId}::uuid FOR UPDATE`,
  );
  if (!user || user.plan === tier) return;
  // No alert request for the address slips in between (account-alerts/alert-slots.ts).
  if (tier === 'free') await claimAlertAddress(tx, user.email);
  await tx.execute(sql`UPDATE users SET plan = ${tier} WHERE id = ${userId}::uuid`);
  if (tier === 'free') await pauseAlertsOverPlanLimit(tx, user.email, tier);
}

/**
 * Writes the partner's account tier from its plan state now. Called wherever the state changes
 * (the plan CLI, a Stripe event) and by the plan clock for changes the clock makes (a trial or
 * grace period running out). Returns the state it settled on, or undefined for an unknown partner.
 */
export async function syncAccountPlan(
  db: DatabaseExecutor,
  partnerId: string,
  now: Date,
): Promise<PlanStateName | undefined> {
  const state = await loadPlanState(db, partnerId, now);
  if (!state) return undefined;
  const [partner] = await queryRows<{ user_id: string | null }>(
    db,
    sql`SELECT user_id FROM partners WHERE id = ${partnerId}::uuid`,
  );
  if (partner?.user_id) await setAccountTier(db, partner.user_id, accountPlanOf(state.state));
  return state.state;
}
