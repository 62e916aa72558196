import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0018_shared_rate_limits_and_form_cache_version.sql; the SQL file is the source of truth.

/** Fixed-window request counters shared by every web node (src/http/rate-limiter.ts). */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** One row; triggers bump it when a widget-visible form changes (src/forms/active-form-cache.ts). */
export const formCacheVersion = pgTable('form_cache_version', {
  singleton: boolean('singleton').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
});
