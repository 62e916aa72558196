import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0005_alert_rules_in_typescript.sql; the SQL file is the source of truth for the database.

/** One row per address that asked for alerts; see src/alerts/alert-statement.ts for what `version` is for. */
export const alertAddresses = pgTable('alert_addresses', {
  email: text('email').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  /** When the address was last mailed that it holds its plan's alerts (migration 0016). */
  planLimitNoticeAt: timestamp('plan_limit_notice_at', { withTimezone: true }),
});
