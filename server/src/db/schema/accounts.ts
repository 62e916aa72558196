import { CREDIT_BANDS, DOWN_PAYMENT_BANDS, LOAN_PROGRAMS, PLANS, RATE_TYPES } from '@mrn/sdk/schemas';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/0006_accounts.sql (and users.alert_mails_paused from 0007_paused_alerts.sql, the loan_* columns from 0033_my_loan.sql); the SQL file is the source of truth for the database.

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  plan: text('plan', { enum: PLANS }).notNull().default('free'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** True while the person has paused every alert at once (preferences.alertMails = false). */
  alertMailsPaused: boolean('alert_mails_paused').notNull().default(false),
  /** My loan (migration 0033): program and term, and for the conventional 30-year rate its bands; null until chosen. */
  loanProgram: text('loan_program', { enum: LOAN_PROGRAMS }),
  loanTerm: text('loan_term', { enum: RATE_TYPES }),
  loanCreditBand: text('loan_credit_band', { enum: CREDIT_BANDS }),
  loanDownPayment: text('loan_down_payment', { enum: DOWN_PAYMENT_BANDS }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const AUTH_CHALLENGE_PURPOSES = ['sign_in', 'email_change'] as const;
export type AuthChallengePurpose = (typeof AUTH_CHALLENGE_PURPOSES)[number];

export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: AUTH_CHALLENGE_PURPOSES }).notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Sign-in only: the page of ours to return to (NULL: the dashboard). */
    nextPath: text('next_path'),
  },
  (table) => [index('auth_challenges_email_idx').on(table.email, table.purpose, table.createdAt.desc())],
);

/** Address changes an account asked for (migration 0035): the old address may undo one for 7 days. */
export const accountEmailChanges = pgTable(
  'account_email_changes',
  {
    /** The email_change challenge whose link went to the new address. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [index('account_email_changes_user_idx').on(table.userId, table.requestedAt)],
);

export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Mail counted against an address's hourly budget (mail/recipient-mail-budget.ts). */
export const recipientMailBudgets = pgTable('recipient_mail_budgets', {
  addressHash: text('address_hash').primaryKey(),
  countedAt: timestamp('counted_at', { withTimezone: true }).array().notNull(),
});
