import { ALERT_DIRECTIONS, ALERT_STATUSES, RATE_TYPES } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { forms } from './platform.ts';

// Mirrors migrations/0002_alerts.sql, 0004_alert_fanouts.sql and 0007_paused_alerts.sql; the SQL file is the source of truth for the database.

export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    rateType: text('rate_type', { enum: RATE_TYPES }).notNull(),
    threshold: numeric('threshold', { precision: 6, scale: 3 }).notNull(),
    direction: text('direction', { enum: ALERT_DIRECTIONS }).notNull(),
    status: text('status', { enum: ALERT_STATUSES }).notNull().default('pending'),
    /** Set while paused (migrations/0007): 'person', 'pause_all' or 'plan_limit'. */
    pausedBy: text('paused_by', { enum: ['person', 'pause_all', 'plan_limit'] }),
    formId: text('form_id').references(() => forms.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
  },
  (table) => [
    // The migration also INCLUDEs confirmed_at (drizzle's index builder has no INCLUDE).
    index('alerts_fanout_idx')
      .on(table.rateType, table.direction, table.threshold, table.id)
      .where(sql`${table.status} = 'active'`),
    index('alerts_email_idx').on(table.email).where(sql`${table.status} <> 'unsubscribed'`),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', {
      enum: [
        'rate_alert',
        'alert_confirmation',
        'partner_lead',
        'sign_in',
        'email_change',
        'webhook_disabled',
        'install_instructions',
        'newsletter_confirmation',
        'alert_plan_limit',
      ],
    }).notNull(),
    alertId: uuid('alert_id'),
    observationId: bigint('observation_id', { mode: 'number' }),
    leadId: uuid('lead_id'),
    /** sign_in and email_change mails: the auth challenge they carry. */
    challengeId: uuid('challenge_id'),
    /** webhook_disabled mails: the endpoint that was disabled. */
    webhookEndpointId: uuid('webhook_endpoint_id'),
    /** install_instructions mails: the partner's request (install_instruction_requests). */
    installRequestId: uuid('install_request_id'),
    /** newsletter_confirmation and alert_plan_limit mails: the address they go to. */
    recipient: text('recipient'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_alert_sent_idx')
      .on(table.alertId, table.sentAt.desc())
      .where(sql`${table.status} = 'sent'`),
    unique('mail_outbox_alert_id_observation_id_key').on(table.alertId, table.observationId),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} IN ('pending', 'sending')`),
  ],
);

export const alertFanouts = pgTable(
  'alert_fanouts',
  {
    observationId: bigint('observation_id', { mode: 'number' }).primaryKey(),
    rateType: text('rate_type', { enum: RATE_TYPES }).notNull(),
    direction: text('direction', { enum: ALERT_DIRECTIONS }).notNull(),
    lowest: numeric('lowest', { precision: 6, scale: 3 }).notNull(),
    highest: numeric('highest', { precision: 6, scale: 3 }).notNull(),
    alertsConfirmedBy: timestamp('alerts_confirmed_by', { withTimezone: true }).notNull(),
    afterThreshold: numeric('after_threshold', { precision: 6, scale: 3 }),
    afterAlertId: uuid('after_alert_id'),
    enqueued: integer('enqueued').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('alert_fanouts_unfinished_idx').on(table.observationId).where(sql`${table.finishedAt} IS NULL`),
  ],
);
