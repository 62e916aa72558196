import { BILLING_NOT_CONFIGURED_MESSAGE, type BillingStatus, planAllows } from '@mrn/sdk/schemas';
import { eq } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client.ts';
import { billingCustomers, partners } from '../db/schema/index.ts';
import { planRecordColumns, planRecordOf } from './plan-record.ts';
import { planState } from './plan-state.ts';
import { trialDaysLeft } from './trial-days-left.ts';

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

/** GET /api/app/partner/billing: the plan's state, its subscription and what it allows, now. */
export async function billingStatus(
  db: DatabaseExecutor,
  partnerId: string,
  configured: boolean,
  now: Date,
): Promise<BillingStatus | undefined> {
  const [row] = await db
    .select({ ...planRecordColumns, customerId: billingCustomers.customerId })
    .from(partners)
    .leftJoin(billingCustomers, eq(billingCustomers.partnerId, partners.id))
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!row) return undefined;
  const state = planState(planRecordOf(row), now);
  const subscription = state.state === 'active' || state.state === 'past_due' ? state.subscription : null;
  return {
    configured,
    notConfiguredMessage: configured ? null : BILLING_NOT_CONFIGURED_MESSAGE,
    state: state.state,
    trialEndsAt: state.state === 'trial' ? iso(state.trialEndsAt) : null,
    trialDaysLeft: state.state === 'trial' ? trialDaysLeft(state.trialEndsAt, now) : null,
    subscription: subscription && {
      period: subscription.period,
      currentPeriodEnd: iso(subscription.currentPeriodEnd),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      graceEndsAt: state.state === 'past_due' ? state.graceEndsAt.toISOString() : null,
    },
    canManageBilling: configured && row.customerId !== null,
    allows: planAllows(state.state),
  };
}
