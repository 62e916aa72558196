import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import { type Database, type DatabaseExecutor, queryRows } from '../db/client.ts';
import { type PollingLoop, startPollingLoop } from '../runtime/polling-loop.ts';
import { syncAccountPlan } from './account-plan-sync.ts';
import { type FetchedSubscription, fetchSubscription } from './fetch-subscription.ts';
import { unreadableSubscription } from './readable-stripe-event.ts';
import type { BillingSettings } from './stripe-client.ts';
import { SNAPSHOT_RANK, storeSubscriptionSnapshot } from './subscription-snapshot.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = 200;

/** What we think is paid, in its trial, overdue or cancelling (cancelling is `active` until its end). */
const CHECKED_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'];

/**
 * agreed: Stripe says what we stored (or we hold a newer event); corrected: we stored Stripe's answer
 * instead; missing: Stripe knows no such subscription (left alone: a wrong key or mode must not end
 * every plan); failed: Stripe could not be reached or answered something we cannot read.
 */
export const RECONCILE_OUTCOMES = ['agreed', 'corrected', 'missing', 'failed'] as const;
export type ReconcileOutcome = (typeof RECONCILE_OUTCOMES)[number];
export type ReconcileCounts = Record<ReconcileOutcome, number>;

export interface ReconcileDeps {
  db: Database;
  stripe: Stripe;
  settings: BillingSettings;
  logger: Logger;
  now: Date;
}

interface CheckedRow {
  partner_id: string;
  subscription_id: string;
}

/** The stored snapshot fields a correction changes (compared before and after). */
async function snapshotFields(tx: DatabaseExecutor, partnerId: string): Promise<string> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT subscription_id, subscription_status, period, current_period_end::text AS current_period_end,
               cancel_at_period_end
          FROM billing_customers WHERE partner_id = ${partnerId}::uuid FOR UPDATE`,
  );
  return JSON.stringify(row ?? null);
}

async function fetchOrOutcome(
  deps: ReconcileDeps,
  row: CheckedRow,
): Promise<FetchedSubscription | ReconcileOutcome> {
  const context = { partnerId: row.partner_id, subscriptionId: row.subscription_id };
  try {
    const fetched = await fetchSubscription(deps.stripe, row.subscription_id);
    const unreadable = unreadableSubscription(fetched.subscription);
    if (!unreadable) return fetched;
    deps.logger.warn(
      { ...context, reason: unreadable },
      'billing reconciliation: Stripe answered a subscription we cannot read',
    );
    return 'failed';
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
      deps.logger.error(context, 'billing reconciliation: Stripe knows no such subscription; left as stored');
      return 'missing';
    }
    deps.logger.warn(
      { ...context, err: error },
      'billing reconciliation: Stripe could not be asked; tried again tomorrow',
    );
    return 'failed';
  }
}

/**
 * One subscription settled from what Stripe says now, through the same snapshot rules and plan
 * state machine as the webhook (an event newer than Stripe's answer still wins).
 */
async function reconcileOne(deps: ReconcileDeps, row: CheckedRow): Promise<ReconcileOutcome> {
  const fetched = await fetchOrOutcome(deps, row);
  if (typeof fetched === 'string') return fetched;
  return deps.db.transaction(async (tx) => {
    const before = await snapshotFields(tx, row.partner_id);
    const stored = await storeSubscriptionSnapshot(
      tx,
      deps.settings,
      row.partner_id,
      fetched.subscription,
      fetched.asOf,
      SNAPSHOT_RANK.fetched,
    );
    if (stored === 'unknown_price') {
      deps.logger.warn({ partnerId: row.partner_id }, 'billing reconciliation: a price we do not sell');
      return 'failed';
    }
    const after = await snapshotFields(tx, row.partner_id);
    if (after === before) return 'agreed';
    const state = await syncAccountPlan(tx, row.partner_id, deps.now);
    deps.logger.warn(
      {
        partnerId: row.partner_id,
        subscriptionId: row.subscription_id,
        before: JSON.parse(before),
        after: JSON.parse(after),
        state,
      },
      'billing reconciliation corrected a subscription: an event from Stripe was lost',
    );
    return 'corrected';
  });
}

/**
 * Asks Stripe about every subscription we think is paid, in its trial, overdue or cancelling and
 * settles each from the answer: a deletion (or any change) whose event never arrived is caught
 * within a day. Adds the outcomes to billing_reconciliation_counts (the metrics read them).
 */
export async function reconcileSubscriptions(deps: ReconcileDeps): Promise<ReconcileCounts> {
  const counts: ReconcileCounts = { agreed: 0, corrected: 0, missing: 0, failed: 0 };
  const statuses = `{${CHECKED_STATUSES.join(',')}}`;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await queryRows<CheckedRow>(
      deps.db,
      sql`SELECT partner_id::text AS partner_id, subscription_id FROM billing_customers
           WHERE subscription_id IS NOT NULL AND subscription_status = ANY(${statuses}::text[])
             AND partner_id > ${after}::uuid
           ORDER BY partner_id LIMIT ${PAGE}`,
    );
    for (const row of rows) counts[await reconcileOne(deps, row)] += 1;
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1].partner_id;
  }
  for (const outcome of RECONCILE_OUTCOMES) {
    if (counts[outcome] === 0) continue;
    await deps.db.execute(
      sql`INSERT INTO billing_reconciliation_counts (outcome, subscriptions) VALUES (${outcome}, ${counts[outcome]})
          ON CONFLICT (outcome) DO UPDATE
            SET subscriptions = billing_reconciliation_counts.subscriptions + excluded.subscriptions`,
    );
  }
  return counts;
}

/**
 * Runs the reconciliation when the last one started a day or more ago (by `deps.now`), claiming
 * the day in the database first so that one of several workers runs it. Answers the counts, or
 * undefined when it was not due.
 */
export async function reconcileIfDue(deps: ReconcileDeps): Promise<ReconcileCounts | undefined> {
  const dueBefore = new Date(deps.now.getTime() - DAY_MS).toISOString();
  const claimed = await queryRows<{ id: boolean }>(
    deps.db,
    sql`UPDATE billing_reconciliation SET last_started_at = ${deps.now.toISOString()}::timestamptz
         WHERE last_started_at IS NULL OR last_started_at <= ${dueBefore}::timestamptz
     RETURNING id`,
  );
  if (claimed.length === 0) return undefined;
  const counts = await reconcileSubscriptions(deps);
  await deps.db.execute(
    sql`UPDATE billing_reconciliation SET last_finished_at = ${deps.now.toISOString()}::timestamptz`,
  );
  deps.logger.info(counts, 'billing reconciliation with Stripe done');
  return counts;
}

/** The daily reconciliation in the worker: looks every `idleMs` (15 minutes) whether a day has passed. */
export function startBillingReconciliation(deps: {
  db: Database;
  stripe: Stripe;
  settings: BillingSettings;
  logger: Logger;
  clock: () => Date;
  idleMs?: number;
}): PollingLoop {
  return startPollingLoop({
    name: 'billing reconciliation',
    logger: deps.logger,
    idleMs: deps.idleMs ?? 15 * 60_000,
    round: async () => {
      await reconcileIfDue({ ...deps, now: deps.clock() });
      return false;
    },
  });
}
