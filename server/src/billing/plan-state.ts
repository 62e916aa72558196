import {
  type BillingPeriod,
  PAYMENT_GRACE_DAYS,
  type PartnerPlan,
  type PlanStateName,
} from '@mrn/sdk/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stripe's subscription statuses that give Pro (trialing: paid during our trial, charged at its end). */
const PAYING = new Set(['active', 'trialing']);
/** A payment failed: Pro stays for the grace period. */
const OVERDUE = new Set(['past_due', 'unpaid']);

/** The newest snapshot of a partner's Stripe subscription, as billing_customers stores it. */
export interface SubscriptionSnapshot {
  status: string;
  period: BillingPeriod | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  paymentFailedAt: Date | null;
}

/** What the state of a partner's plan is decided from. */
export interface PlanRecord {
  /** partners.plan: the trial a profile starts with, or what an operator set with `partner:plan`. */
  plan: PartnerPlan;
  trialEndsAt: Date | null;
  subscription: SubscriptionSnapshot | null;
}

export type PlanState =
  | { state: 'trial'; trialEndsAt: Date | null }
  | {
      state: 'active';
      /** null when an operator granted Pro (`partner:plan`) rather than a subscription. */
      subscription: SubscriptionSnapshot | null;
    }
  | { state: 'past_due'; subscription: SubscriptionSnapshot; graceEndsAt: Date }
  | { state: 'ended' };

export function graceEndsAt(paymentFailedAt: Date): Date {
  return new Date(paymentFailedAt.getTime() + PAYMENT_GRACE_DAYS * DAY_MS);
}

/**
 * The plan state machine, the one place it is decided:
 *   trial --pays--> active --payment fails--> past_due --7 days unpaid--> ended
 *   trial --14 days, unpaid--> ended;  past_due --paid--> active;  ended --pays again--> active
 *   active with cancel-at-period-end stays active until the period ends, then ended.
 * It reads only stored facts and the clock, so a state that ends by time (trial, grace, period)
 * ends on time whether or not a job or webhook has run since.
 */
export function planState(record: PlanRecord, now: Date): PlanState {
  const subscription = record.subscription;
  if (subscription) {
    const periodOver =
      subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd.getTime() <= now.getTime();
    if (PAYING.has(subscription.status) && !(subscription.cancelAtPeriodEnd && periodOver)) {
      return { state: 'active', subscription };
    }
    if (OVERDUE.has(subscription.status)) {
      const graceEnd = graceEndsAt(subscription.paymentFailedAt ?? subscription.currentPeriodEnd ?? now);
      if (graceEnd.getTime() > now.getTime())
        return { state: 'past_due', subscription, graceEndsAt: graceEnd };
      return { state: 'ended' };
    }
    // canceled, incomplete (never paid), incomplete_expired, paused: what the partner had without it.
  }
  if (record.plan === 'pro') return { state: 'active', subscription: null };
  if (
    record.plan === 'trial' &&
    (record.trialEndsAt === null || record.trialEndsAt.getTime() > now.getTime())
  ) {
    return { state: 'trial', trialEndsAt: record.trialEndsAt };
  }
  return { state: 'ended' };
}

/** The profile's three-word plan (trial, pro, ended) for a state. */
export function partnerPlanOf(state: PlanStateName): PartnerPlan {
  if (state === 'trial') return 'trial';
  return state === 'active' || state === 'past_due' ? 'pro' : 'ended';
}
