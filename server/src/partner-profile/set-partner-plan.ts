import type { PartnerPlan } from '@mrn/sdk/schemas';
import { eq } from 'drizzle-orm';
import { syncAccountPlan } from '../billing/index.ts';
import type { DatabaseExecutor } from '../db/client.ts';
import { partners } from '../db/schema/index.ts';

export interface PartnerPlanChange {
  plan: PartnerPlan;
  /** When a trial ends; null for no trial (Pro paid, or ended). */
  trialEndsAt: Date | null;
}

/**
 * The one place a partner's own plan and trial end change: the operator's CLI
 * (`npm run partner:plan`) on installations without Stripe, or to grant Pro by hand. A Stripe
 * subscription is stored beside it (billing_customers) and the plan state machine
 * (billing/plan-state.ts) weighs both. Keeps the account's alert tier in step. Returns false when no
 * partner has the id.
 */
export async function setPartnerPlan(
  db: DatabaseExecutor,
  partnerId: string,
  change: PartnerPlanChange,
  now: Date = new Date(),
): Promise<boolean> {
  const updated = await db
    .update(partners)
    .set({ plan: change.plan, trialEndsAt: change.trialEndsAt })
    .where(eq(partners.id, partnerId))
    .returning({ id: partners.id });
  if (updated.length === 0) return false;
  await syncAccountPlan(db, partnerId, now);
  return true;
}
