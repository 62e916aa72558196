import { BILLING_PERIODS } from '@mrn/sdk/schemas';
import { bigint, boolean, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from './platform.ts';

// Mirrors migrations/0027_billing.sql and 0039_billing_stripe_truth.sql; the SQL file is the source of truth for the database.

/** A partner's Stripe customer and the newest snapshot of its subscription. */
export const billingCustomers = pgTable('billing_customers', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  subscriptionId: text('subscription_id').unique(),
  subscriptionStatus: text('subscription_status'),
  period: text('period', { enum: BILLING_PERIODS }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
  snapshotAt: timestamp('snapshot_at', { withTimezone: true }),
  snapshotRank: smallint('snapshot_rank').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe events already accepted, by id (applied once). */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  outcome: text('outcome', { enum: ['applied', 'ignored', 'stale'] }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The daily reconciliation with Stripe: when the last run started and finished (one row). */
export const billingReconciliation = pgTable('billing_reconciliation', {
  id: boolean('id').primaryKey().default(true),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});

/** Subscriptions reconciled, totals by outcome (agreed, corrected, missing, failed). */
export const billingReconciliationCounts = pgTable('billing_reconciliation_counts', {
  outcome: text('outcome', { enum: ['agreed', 'corrected', 'missing', 'failed'] }).primaryKey(),
  subscriptions: bigint('subscriptions', { mode: 'number' }).notNull().default(0),
});
