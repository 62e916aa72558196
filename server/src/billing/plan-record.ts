import type { BillingPeriod, PartnerPlan } from '@mrn/sdk/schemas';
import { eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client.ts';
import { billingCustomers, partners } from '../db/schema/index.ts';
import { type PlanRecord, type PlanState, planState } from './plan-state.ts';

/** The columns a plan state is decided from: select them with a LEFT JOIN of billing_customers. */
export const planRecordColumns = {
  plan: partners.plan,
  trialEndsAt: partners.trialEndsAt,
  subscriptionStatus: billingCustomers.subscriptionStatus,
  subscriptionPeriod: billingCustomers.period,
  currentPeriodEnd: billingCustomers.currentPeriodEnd,
  cancelAtPeriodEnd: billingCustomers.cancelAtPeriodEnd,
  paymentFailedAt: billingCustomers.paymentFailedAt,
};

export interface PlanRecordRow {
  plan: PartnerPlan;
  trialEndsAt: Date | null;
  subscriptionStatus: string | null;
  subscriptionPeriod: BillingPeriod | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean | null;
  paymentFailedAt: Date | null;
}

export function planRecordOf(row: PlanRecordRow): PlanRecord {
  return {
    plan: row.plan,
    trialEndsAt: row.trialEndsAt,
    subscription:
      row.subscriptionStatus === null
        ? null
        : {
            status: row.subscriptionStatus,
            period: row.subscriptionPeriod,
            currentPeriodEnd: row.currentPeriodEnd,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
            paymentFailedAt: row.paymentFailedAt,
          },
  };
}

/** The partner's plan state now, or undefined when no partner has the id. */
export async function loadPlanState(
  db: DatabaseExecutor,
  partnerId: string,
  now: Date,
): Promise<PlanState | undefined> {
  const [row] = await db
    .select(planRecordColumns)
    .from(partners)
    .leftJoin(billingCustomers, eq(billingCustomers.partnerId, partners.id))
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row ? planState(planRecordOf(row), now) : undefined;
}
