import type { BillingPeriod } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { BillingSettings } from './stripe-client.ts';

/** Statuses under which a subscription still counts (paid, in its trial, or in its grace period). */
const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'];

/** Stripe never brings these back: a snapshot showing one is newer than any that does not. */
const FINAL_STATUSES = ['canceled', 'incomplete_expired'];

/**
 * Which snapshot wins when two carry the same second (Stripe's times are whole seconds): a
 * subscription we fetched ourselves yields to any event of its second (the event may be the newer
 * change), a creation never overrides an update of the same second, and nothing overrides a deletion.
 */
export const SNAPSHOT_RANK = { fetched: 0, created: 1, updated: 2, deleted: 3 } as const;

/** monthly or annual for one of our two prices; undefined for a price we do not sell. */
export function billingPeriodOfPrice(
  settings: BillingSettings,
  priceId: string | undefined,
): BillingPeriod | undefined {
  if (priceId === settings.prices.monthly) return 'monthly';
  if (priceId === settings.prices.annual) return 'annual';
  return undefined;
}

function customerIdOf(customer: Stripe.Subscription['customer'] | Stripe.Invoice['customer']): string | null {
  if (customer === null) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

/** The partner whose Stripe customer this is, or undefined for a customer we did not make. */
export async function partnerOfCustomer(
  db: DatabaseExecutor,
  customer: Stripe.Subscription['customer'] | Stripe.Invoice['customer'],
): Promise<string | undefined> {
  const customerId = customerIdOf(customer);
  if (!customerId) return undefined;
  const [row] = await queryRows<{ partner_id: string }>(
    db,
    sql`SELECT partner_id FROM billing_customers WHERE customer_id = ${customerId} FOR UPDATE`,
  );
  return row?.partner_id;
}

export type SnapshotOutcome = 'applied' | 'stale' | 'unknown_price';

/**
 * Stores what a subscription object says, unless a newer snapshot is already stored: the state
 * settles from the objects and Stripe's times (`asOf`: an event's `created`, or Stripe's clock when
 * we fetched the object; never ours), whatever order events arrive in. For the same subscription a
 * final one (canceled) beats one that is not whatever their times, else the newer snapshot wins
 * (same second: fetched < created < updated < deleted). Between two
 * subscriptions of the partner a live one beats a finished one whatever their times (a late
 * "deleted" of the old subscription after the partner subscribed again changes nothing), else the
 * newer wins. A payment failure's time is kept while the subscription stays overdue and cleared
 * once a snapshot at least as new shows it paid.
 */
export async function storeSubscriptionSnapshot(
  db: DatabaseExecutor,
  settings: BillingSettings,
  partnerId: string,
  subscription: Stripe.Subscription,
  asOf: Date,
  rank: number,
): Promise<SnapshotOutcome> {
  const item = subscription.items.data[0];
  const period = billingPeriodOfPrice(settings, item?.price.id);
  if (!period) return 'unknown_price';
  const at = asOf.toISOString();
  const periodEnd = item.current_period_end ? new Date(item.current_period_end * 1000).toISOString() : null;
  const live = LIVE_STATUSES.includes(subscription.status);
  const overdue = subscription.status === 'past_due' || subscription.status === 'unpaid';
  const paying = subscription.status === 'active' || subscription.status === 'trialing';
  const liveStatuses = `{${LIVE_STATUSES.join(',')}}`;
  const final = FINAL_STATUSES.includes(subscription.status);
  const finalStatuses = `{${FINAL_STATUSES.join(',')}}`;
  const updated = await queryRows<{ partner_id: string }>(
    db,
    sql`UPDATE billing_customers
           SET subscription_id = ${subscription.id},
               subscription_status = ${subscription.status},
               period = ${period},
               current_period_end = ${periodEnd}::timestamptz,
               cancel_at_period_end = ${subscription.cancel_at_period_end || subscription.cancel_at !== null},
               payment_failed_at = CASE
                 WHEN ${overdue} THEN coalesce(payment_failed_at, ${at}::timestamptz)
                 WHEN ${paying} AND (payment_failed_at IS NULL OR payment_failed_at <= ${at}::timestamptz) THEN NULL
                 ELSE payment_failed_at END,
               snapshot_at = ${at}::timestamptz,
               snapshot_rank = ${rank}
         WHERE partner_id = ${partnerId}::uuid
           AND (subscription_id IS NULL
                OR (subscription_id = ${subscription.id}
                    AND CASE WHEN (subscription_status = ANY(${finalStatuses}::text[])) = ${final}
                             THEN snapshot_at < ${at}::timestamptz
                                  OR (snapshot_at = ${at}::timestamptz AND snapshot_rank <= ${rank})
                             ELSE ${final} END)
                OR (subscription_id <> ${subscription.id}
                    AND CASE WHEN (subscription_status = ANY(${liveStatuses}::text[])) = ${live}
                             THEN snapshot_at <= ${at}::timestamptz
                             ELSE ${live} END))
     RETURNING partner_id`,
  );
  return updated.length > 0 ? 'applied' : 'stale';
}

/** The subscription an invoice belongs to (API 2025-03-31 and later: under parent.subscription_details). */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription ?? null;
  if (subscription === null) return null;
  return typeof subscription === 'string' ? subscription : subscription.id;
}

/**
 * invoice.payment_failed: the grace period starts at the first failure (kept through retries), and
 * a subscription last seen paying is overdue from then unless a newer snapshot says otherwise.
 */
export async function recordPaymentFailure(
  db: DatabaseExecutor,
  partnerId: string,
  subscriptionId: string,
  failedAt: Date,
): Promise<boolean> {
  const at = failedAt.toISOString();
  const updated = await queryRows<{ partner_id: string }>(
    db,
    sql`UPDATE billing_customers
           SET payment_failed_at = least(coalesce(payment_failed_at, ${at}::timestamptz), ${at}::timestamptz),
               subscription_status = CASE
                 WHEN subscription_status IN ('active', 'trialing') AND snapshot_at <= ${at}::timestamptz
                   THEN 'past_due'
                 ELSE subscription_status END,
               -- The invoice is the newest word on the status: an older snapshot must not undo it.
               snapshot_at = greatest(snapshot_at, ${at}::timestamptz)
         WHERE partner_id = ${partnerId}::uuid AND subscription_id = ${subscriptionId}
     RETURNING partner_id`,
  );
  return updated.length > 0;
}

/** invoice.paid: a failure before the payment is settled, and an overdue subscription is paying again. */
export async function recordPayment(
  db: DatabaseExecutor,
  partnerId: string,
  subscriptionId: string,
  paidAt: Date,
): Promise<boolean> {
  const at = paidAt.toISOString();
  const updated = await queryRows<{ partner_id: string }>(
    db,
    sql`UPDATE billing_customers
           SET payment_failed_at = CASE WHEN payment_failed_at <= ${at}::timestamptz THEN NULL
                                        ELSE payment_failed_at END,
               subscription_status = CASE
                 WHEN subscription_status IN ('past_due', 'unpaid') AND snapshot_at <= ${at}::timestamptz
                   THEN 'active'
                 ELSE subscription_status END,
               snapshot_at = greatest(snapshot_at, ${at}::timestamptz)
         WHERE partner_id = ${partnerId}::uuid AND subscription_id = ${subscriptionId}
     RETURNING partner_id`,
  );
  return updated.length > 0;
}
