import type Stripe from 'stripe';

/** A subscription as Stripe answered it, and the moment it shows by Stripe's clock. */
export interface FetchedSubscription {
  subscription: Stripe.Subscription;
  asOf: Date;
}

/** The newest time the object itself names (a lower bound of the moment it shows). */
function newestOwnTime(subscription: Stripe.Subscription): number {
  const item = subscription.items?.data?.[0];
  const times = [
    subscription.created,
    subscription.start_date,
    subscription.canceled_at,
    subscription.ended_at,
    subscription.trial_start,
    item?.current_period_start,
  ];
  return Math.max(...times.filter((time): time is number => typeof time === 'number'));
}

/**
 * Fetches a subscription and dates it by Stripe's own data, never our clock (which may run ahead
 * of Stripe's and would then outrank Stripe's later events): the `Date` of Stripe's answer, else
 * the newest time the object names; never before `notBefore` (the event that made us fetch it).
 * Stored with SNAPSHOT_RANK.fetched, it yields to any event of the same second.
 */
export async function fetchSubscription(
  stripe: Stripe,
  subscriptionId: string,
  notBefore = 0,
): Promise<FetchedSubscription> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const answeredAt = Date.parse(subscription.lastResponse?.headers?.date ?? '');
  const seconds = Number.isNaN(answeredAt) ? newestOwnTime(subscription) : Math.floor(answeredAt / 1000);
  return { subscription, asOf: new Date(Math.max(seconds, notBefore) * 1000) };
}
