import { ALERT_DIRECTIONS, ALERT_KINDS, ALERT_STATUSES, RATE_TYPES } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { forms } from './platform.ts';

// Mirrors migrations/0002_alerts.sql, 0004_alert_fanouts.sql, 0007_paused_alerts.sql, 0019_alert_kinds_and_hysteresis.sql, 0023_alert_disarms.sql and 0024_fanout_mails_first.sql and 0032_rate_series.sql; the SQL file is the source of truth for the database.

export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    rateType: text('rate_type', { enum: RATE_TYPES }).notNull(),
    /** The catalogued FRED series it watches (migration 0032); rate_type is that series' term. */
    seriesId: text('series_id').notNull(),
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
    kind: text('kind', { enum: ALERT_KINDS }).notNull().default('rate'),
    /** What a refinance, payment or rate-move alert was set up with (null for rate alerts). */
    inputs: jsonb('inputs'),
    /** When a refinance alert's balance was last brought forward. */
    inputsAsOf: date('inputs_as_of', { mode: 'string' }),
    /** Rate-move alerts: the upper edge (they also fire at or above it). */
    upperThreshold: numeric('upper_threshold', { precision: 6, scale: 3 }),
    /** Points back past the threshold that re-arm a fired alert (null for rate-move alerts). */
    rearmMargin: numeric('rearm_margin', { precision: 5, scale: 3 }).default('0.125'),
  },
  (table) => [
    // The migrations also INCLUDE confirmed_at and rearm_margin (drizzle's index builder has no INCLUDE).
    index('alerts_fanout_idx')
      .on(table.seriesId, table.direction, table.threshold, table.id)
      .where(sql`${table.status} = 'active'`),
    index('alerts_fanout_upper_idx')
      .on(table.seriesId, table.upperThreshold, table.id)
      .where(sql`${table.status} = 'active' AND ${table.kind} = 'rate_move'`),
    index('alerts_inputs_as_of_idx').on(table.inputsAsOf).where(sql`${table.kind} = 'refinance'`),
    index('alerts_email_idx').on(table.email).where(sql`${table.status} <> 'unsubscribed'`),
  ],
);

/** A fired alert waiting for the rate to come back by its re-arm margin (migration 0023); no row means armed. */
export const alertDisarms = pgTable(
  'alert_disarms',
  {
    /** An alert's id; no foreign key (a trigger deletes the row with its alert, see the migration). */
    alertId: uuid('alert_id').primaryKey(),
    rateType: text('rate_type', { enum: RATE_TYPES }).notNull(),
    seriesId: text('series_id').notNull(),
    direction: text('direction', { enum: ALERT_DIRECTIONS }).notNull(),
    /** The level that re-arms it. */
    rearmAt: numeric('rearm_at', { precision: 6, scale: 3 }).notNull(),
  },
  (table) => [index('alert_disarms_rearm_idx').on(table.seriesId, table.direction, table.rearmAt)],
);

/** Every kind of mail the outbox sends (mail_outbox.kind); mail-kinds.ts names the composer of each. */
export const OUTBOX_KINDS = [
  'rate_alert',
  'alert_confirmation',
  'partner_lead',
  'sign_in',
  'email_change',
  'webhook_disabled',
  'install_instructions',
  'newsletter_confirmation',
  'alert_plan_limit',
  'weekly_digest',
  'partner_address_confirmation',
  'lead_confirmation_cap',
  'billing_trial_ending',
  'billing_payment_failed',
  'billing_ended',
  'email_change_notice',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    alertId: uuid('alert_id'),
    observationId: bigint('observation_id', { mode: 'number' }),
    leadId: uuid('lead_id'),
    /** sign_in and email_change mails: the auth challenge they carry; email_change_notice: the change (account_email_changes, same id). */
    challengeId: uuid('challenge_id'),
    /** webhook_disabled mails: the endpoint that was disabled. */
    webhookEndpointId: uuid('webhook_endpoint_id'),
    /** install_instructions mails: the partner's request (install_instruction_requests). */
    installRequestId: uuid('install_request_id'),
    /** newsletter_confirmation and alert_plan_limit mails: the address they go to. */
    recipient: text('recipient'),
    /** partner_address_confirmation mails (migration 0025): the partner_mail_addresses row to confirm. */
    partnerAddressId: uuid('partner_address_id'),
    /** lead_confirmation_cap (0025) and billing mails (0027): the partner they are about. */
    partnerId: uuid('partner_id'),
    /** Billing mails: what they are about (sent once per key). */
    billingKey: text('billing_key'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'cancelled', 'suppressed'] })
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
    seriesId: text('series_id').notNull(),
    direction: text('direction', { enum: ALERT_DIRECTIONS }).notNull(),
    lowest: numeric('lowest', { precision: 6, scale: 3 }).notNull(),
    highest: numeric('highest', { precision: 6, scale: 3 }).notNull(),
    alertsConfirmedBy: timestamp('alerts_confirmed_by', { withTimezone: true }).notNull(),
    afterThreshold: numeric('after_threshold', { precision: 6, scale: 3 }),
    afterAlertId: uuid('after_alert_id'),
    enqueued: integer('enqueued').notNull().default(0),
    /** The observation's value: fired rate-move alerts re-arm at it (migration 0019). */
    observedValue: numeric('observed_value', { precision: 6, scale: 3 }),
    /** True once the job has re-armed the disarmed alerts this move brings back (it does that first). */
    rearmed: boolean('rearmed').notNull().default(false),
    /** When every firing alert's mail was in the outbox; the job then disarms and re-bases them (migration 0024). */
    mailsQueuedAt: timestamp('mails_queued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('alert_fanouts_unfinished_idx').on(table.observationId).where(sql`${table.finishedAt} IS NULL`),
  ],
);
