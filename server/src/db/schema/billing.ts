import { BILLING_PERIODS } from '@mrn/sdk/schemas';
import { boolean, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from './platform.ts';

// Mirrors migrations/0027_billing.sql; the SQL file is the source of truth for the database.

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
  outcome: text('outcome', { enum: ['applied', 'ignored'] }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
