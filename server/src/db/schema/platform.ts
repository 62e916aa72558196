import {
  ALERT_DIRECTIONS,
  EQUAL_HOUSING_OPTIONS,
  LEAD_ALERT_CHOICE_KINDS,
  LEAD_ALERT_KINDS,
  LOAN_PROGRAMS,
  type PaymentAlertInputs,
  RATE_TYPES,
  type RefinanceAlertInputs,
} from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/0001_platform.sql; the SQL file is the source of truth for the database.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  website: text('website'),
  licenceId: text('licence_id'),
  /** The account whose console manages this partner (migration 0009); null for CLI-made partners. */
  userId: uuid('user_id').unique(),
  /** Migration 0010: shown on the partner's confirmation page and mails (https only). */
  logoUrl: text('logo_url'),
  /** Migration 0010: Reply-To of the mails the partner's leads get. */
  replyToEmail: text('reply_to_email'),
  /** Migration 0010: 'trial' until trial_ends_at, then shown as 'ended'; set by setPartnerPlan. */
  plan: text('plan', { enum: ['trial', 'pro', 'ended'] })
    .notNull()
    .default('pro'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** Migration 0031: the Equal Housing legend on the partner's forms and mails. */
  equalHousing: text('equal_housing', { enum: EQUAL_HOUSING_OPTIONS }),
  createdAt: createdAt(),
  /** Migration 0025: when the account was deleted; nothing acts or mails on a closed partner's behalf. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    keyPrefix: text('key_prefix').notNull(),
    /** Migration 0011: the partner's label for the key. */
    name: text('name').notNull().default('API key'),
    createdAt: createdAt(),
    /** Migration 0011: written at most once a minute per key. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('partner_api_keys_partner_idx').on(table.partnerId)],
);

export const forms = pgTable(
  'forms',
  {
    id: text('id').primaryKey(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** Migration 0014: the partner's name for the form. */
    name: text('name').notNull().default('Untitled form'),
    type: text('type', { enum: ['embed', 'popup'] }).notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    fontFamily: text('font_family').notNull(),
    headerColor: text('header_color').notNull(),
    buttonColor: text('button_color').notNull(),
    textColor: text('text_color').notNull(),
    headerText: text('header_text').notNull(),
    buttonText: text('button_text').notNull(),
    showCurrentRates: boolean('show_current_rates').notNull().default(true),
    businessName: text('business_name').notNull(),
    businessEmail: text('business_email'),
    businessPhone: text('business_phone'),
    businessWebsite: text('business_website'),
    licenceId: text('licence_id'),
    /** Migration 0014: the widget's default max width ("600px", "80%"). */
    maxWidth: text('max_width'),
    allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'`),
    /** Migration 0022: alerts offered beside the target rate. */
    alertKinds: text('alert_kinds', { enum: LEAD_ALERT_KINDS }).array().notNull().default(sql`'{}'`),
    /** Migration 0034: the loan programs the form offers (conforming only for every older form). */
    programs: text('programs', { enum: LOAN_PROGRAMS }).array().notNull().default(sql`'{conforming}'`),
    /** Migration 0012 (install check): the last page origin that loaded the form, at most once a minute. */
    lastLoadedOrigin: text('last_loaded_origin'),
    lastLoadedAt: timestamp('last_loaded_at', { withTimezone: true }),
    /** Whether the form accepts leads from lastLoadedOrigin (allowed_origins at that time). */
    lastLoadedAllowed: boolean('last_loaded_allowed'),
    /** Migration 0031: +1 on every change a visitor sees (a trigger); consent records name it. */
    settingsVersion: integer('settings_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('forms_partner_idx').on(table.partnerId, table.createdAt)],
);

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    rateType: text('rate_type', { enum: RATE_TYPES }).notNull(),
    /** The catalogued FRED series the lead's alert watches (migration 0032). */
    seriesId: text('series_id').notNull(),
    targetRate: numeric('target_rate', { precision: 6, scale: 3 }).notNull(),
    direction: text('direction', { enum: ALERT_DIRECTIONS }).notNull(),
    consent: boolean('consent').notNull(),
    pageUrl: text('page_url'),
    utm: jsonb('utm').$type<Record<string, string>>(),
    /** Migration 0014: Google Ads click id and the form's data-field-* values. */
    gclid: text('gclid'),
    hiddenFields: jsonb('hidden_fields').$type<Record<string, string>>(),
    alertId: uuid('alert_id'),
    /** Migration 0037: the person deleted the alert they had confirmed for this lead's partner. */
    alertDeleted: boolean('alert_deleted').notNull().default(false),
    /** Migration 0022: the alert the visitor chose, and for refinance and payment what they entered. */
    alertKind: text('alert_kind', { enum: LEAD_ALERT_CHOICE_KINDS }).notNull().default('rate'),
    alertInputs: jsonb('alert_inputs').$type<RefinanceAlertInputs | PaymentAlertInputs>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('leads_partner_created_idx').on(table.partnerId, table.createdAt.desc(), table.id.desc()),
    index('leads_form_idx').on(table.formId),
  ],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  /** What the confirmation link signs. */
  id: uuid('id').notNull().unique().defaultRandom(),
  createdAt: createdAt(),
  /** Null until the link in the confirmation mail is followed (double opt-in). */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** When the confirmation mail was last queued (re-sent at most every 10 minutes). */
  confirmationQueuedAt: timestamp('confirmation_queued_at', { withTimezone: true }),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: text('topic').notNull(),
  message: text('message').notNull(),
  createdLabel: text('created_label'),
  forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  createdAt: createdAt(),
});
