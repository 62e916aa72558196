import { type Plan, type PlanStateName, planAllows } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client.ts';
import { loadPlanState } from './plan-record.ts';

/**
 * The account tier (users.plan) a partner plan state gives: `pro` while the plan allows more alerts
 * than Free. The alert statements read users.plan in SQL, so it is kept equal to this answer.
 */
export function accountPlanOf(state: PlanStateName): Plan {
  return planAllows(state).activeAlerts > planAllows('free').activeAlerts ? 'pro' : 'free';
}

/**
 * Writes the partner's account tier from its plan state now. Called wherever the state changes
 * (the plan CLI, a Stripe event) and by the billing loop for changes the clock makes (a trial or
 * grace period running out). Returns the state it settled on, or undefined for an unknown partner.
 */
export async function syncAccountPlan(
  db: DatabaseExecutor,
  partnerId: string,
  now: Date,
): Promise<PlanStateName | undefined> {
  const state = await loadPlanState(db, partnerId, now);
  if (!state) return undefined;
  const tier = accountPlanOf(state.state);
  await db.execute(
    sql`UPDATE users SET plan = ${tier}
         WHERE id = (SELECT user_id FROM partners WHERE id = ${partnerId}::uuid) AND plan <> ${tier}`,
  );
  return state.state;
}
