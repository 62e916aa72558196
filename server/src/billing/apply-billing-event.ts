import type { BillingWebhookAnswer } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { type Database, type DatabaseExecutor, queryRows } from '../db/client.ts';
import { syncAccountPlan } from './account-plan-sync.ts';
import { queueBillingMail } from './billing-mail-queue.ts';
import { type FetchedSubscription, fetchSubscription } from './fetch-subscription.ts';
import { unreadableReason, unreadableSubscription } from './readable-stripe-event.ts';
import type { BillingSettings } from './stripe-client.ts';
import {
  partnerOfCustomer,
  recordPayment,
  recordPaymentFailure,
  SNAPSHOT_RANK,
  storeSubscriptionSnapshot,
  subscriptionOfInvoice,
} from './subscription-snapshot.ts';

export interface BillingEventDeps {
  db: Database;
  stripe: Stripe;
  settings: BillingSettings;
  logger: Logger;
  now: Date;
}

type Outcome = BillingWebhookAnswer['outcome'];
type Applied =
  | { outcome: 'applied'; partnerId: string }
  | { outcome: 'stale'; partnerId: string }
  | { outcome: 'ignored'; reason: string };

/** A stored snapshot outcome as the event's outcome. */
function snapshotApplied(stored: 'applied' | 'stale' | 'unknown_price', partnerId: string): Applied {
  if (stored === 'unknown_price') return { outcome: 'ignored', reason: 'a price we do not sell' };
  return { outcome: stored, partnerId };
}

const secondsToDate = (seconds: number) => new Date(seconds * 1000);

async function alreadySeen(db: DatabaseExecutor, eventId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`SELECT id FROM billing_events WHERE id = ${eventId}`);
  return rows.length > 0;
}

/**
 * checkout.session.completed names the subscription but not its state: fetched from Stripe (outside
 * the transaction, so the database is not held while Stripe answers) and dated by Stripe's data,
 * not our clock (fetch-subscription.ts). A failure here is thrown, the webhook answers 500 and
 * Stripe sends the event again later.
 */
async function subscriptionOfCheckout(
  deps: BillingEventDeps,
  event: Stripe.Event,
): Promise<FetchedSubscription | undefined> {
  if (event.type !== 'checkout.session.completed') return undefined;
  const session = event.data.object;
  if (session.mode !== 'subscription' || !session.subscription) return undefined;
  const subscriptionId =
    typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
  return fetchSubscription(deps.stripe, subscriptionId, event.created);
}

/**
 * Applies one verified Stripe event, once: its id is stored in the same transaction as the change,
 * so a retried or replayed event answers `duplicate` and changes nothing. State is settled from the
 * event's object and Stripe's times (subscription-snapshot.ts), never from the order events arrive
 * in: an event older than what is stored is recorded and answered `stale`. Events for customers or
 * prices we do not know, or whose object we cannot read, are logged, stored as ignored and change nothing.
 */
export async function applyBillingEvent(deps: BillingEventDeps, event: Stripe.Event): Promise<Outcome> {
  const { db, logger } = deps;
  if (await alreadySeen(db, event.id)) return 'duplicate';
  const unreadable = unreadableReason(event);
  const checkout = unreadable ? undefined : await subscriptionOfCheckout(deps, event);

  const result = await db.transaction(async (tx): Promise<Applied | 'duplicate'> => {
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO billing_events (id, type, outcome, received_at)
          VALUES (${event.id}, ${event.type}, 'applied', ${deps.now.toISOString()}::timestamptz)
          ON CONFLICT (id) DO NOTHING RETURNING id`,
    );
    if (inserted.length === 0) return 'duplicate';
    const applied: Applied = unreadable
      ? { outcome: 'ignored', reason: unreadable }
      : await applyToState(tx, deps, event, checkout);
    if (applied.outcome === 'applied') {
      await syncAccountPlan(tx, applied.partnerId, deps.now);
    } else {
      await tx.execute(sql`UPDATE billing_events SET outcome = ${applied.outcome} WHERE id = ${event.id}`);
    }
    return applied;
  });

  if (result === 'duplicate') return 'duplicate';
  if (result.outcome === 'ignored') {
    logger.warn({ eventId: event.id, type: event.type, reason: result.reason }, 'billing event ignored');
    return 'ignored';
  }
  if (result.outcome === 'stale') {
    logger.info(
      { eventId: event.id, type: event.type, partnerId: result.partnerId },
      'billing event stale: older than the stored subscription snapshot, nothing changed',
    );
    return 'stale';
  }
  logger.info({ eventId: event.id, type: event.type, partnerId: result.partnerId }, 'billing event applied');
  return 'applied';
}

async function applyToState(
  tx: DatabaseExecutor,
  deps: BillingEventDeps,
  event: Stripe.Event,
  checkout: Awaited<ReturnType<typeof subscriptionOfCheckout>>,
): Promise<Applied> {
  const eventTime = secondsToDate(event.created);
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const partnerId = await partnerOfCustomer(tx, subscription.customer);
      if (!partnerId)
        return { outcome: 'ignored', reason: `unknown customer ${String(subscription.customer)}` };
      const rank =
        SNAPSHOT_RANK[event.type.slice('customer.subscription.'.length) as keyof typeof SNAPSHOT_RANK];
      const stored = await storeSubscriptionSnapshot(
        tx,
        deps.settings,
        partnerId,
        subscription,
        eventTime,
        rank,
      );
      return snapshotApplied(stored, partnerId);
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      const partnerId = await partnerOfCustomer(tx, session.customer);
      if (!partnerId) return { outcome: 'ignored', reason: `unknown customer ${String(session.customer)}` };
      if (!checkout) return { outcome: 'ignored', reason: 'not a subscription checkout' };
      const unreadableFetched = unreadableSubscription(checkout.subscription);
      if (unreadableFetched) return { outcome: 'ignored', reason: unreadableFetched };
      const stored = await storeSubscriptionSnapshot(
        tx,
        deps.settings,
        partnerId,
        checkout.subscription,
        checkout.asOf,
        SNAPSHOT_RANK.fetched,
      );
      return snapshotApplied(stored, partnerId);
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const partnerId = await partnerOfCustomer(tx, invoice.customer);
      if (!partnerId) return { outcome: 'ignored', reason: `unknown customer ${String(invoice.customer)}` };
      const subscriptionId = subscriptionOfInvoice(invoice);
      if (!subscriptionId) return { outcome: 'ignored', reason: 'an invoice without a subscription' };
      if (event.type === 'invoice.paid') {
        const paidAt = invoice.status_transitions.paid_at ?? event.created;
        const known = await recordPayment(tx, partnerId, subscriptionId, secondsToDate(paidAt));
        return known
          ? { outcome: 'applied', partnerId }
          : { outcome: 'ignored', reason: 'another subscription' };
      }
      const known = await recordPaymentFailure(tx, partnerId, subscriptionId, eventTime);
      if (!known) return { outcome: 'ignored', reason: 'another subscription' };
      // One mail per failed invoice, however often Stripe retries the charge.
      await queueBillingMail(tx, 'billing_payment_failed', partnerId, invoice.id ?? event.id, deps.now);
      return { outcome: 'applied', partnerId };
    }
    default:
      return { outcome: 'ignored', reason: 'an event type we do not use' };
  }
}
