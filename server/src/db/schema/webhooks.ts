import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_STATUSES } from '@mrn/sdk/schemas';
import { bigserial, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { partners } from './platform.ts';

// Mirrors migrations/0013_webhooks.sql; the SQL file is the source of truth for the database.

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  partnerId: uuid('partner_id')
    .notNull()
    .unique()
    .references(() => partners.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  events: text('events').array().notNull(),
  status: text('status', { enum: WEBHOOK_STATUSES }).notNull().default('active'),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  /** The first failed attempt since the last delivery; null while deliveries succeed (migration 0038). */
  failingSince: timestamp('failing_since', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** The last delivery error when it was disabled (migrations/0015_partner_notices.sql). */
  disabledReason: text('disabled_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    eventId: uuid('event_id').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [unique().on(table.endpointId, table.eventId)],
);
