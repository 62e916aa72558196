import { RATE_TYPES } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0002_alerts.sql and 0008_sample_rates.sql; the SQL files is the source of truth for the database.

export const rateObservations = pgTable(
  'rate_observations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    seriesId: text('series_id').notNull(),
    rateType: text('rate_type', { enum: RATE_TYPES }).notNull(),
    observedOn: date('observed_on', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 6, scale: 3 }).notNull(),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    /** Seeded from the bundled sample year, not published by FRED. */
    sample: boolean('sample').notNull().default(false),
  },
  (table) => [unique('rate_observations_series_id_observed_on_key').on(table.seriesId, table.observedOn)],
);

export const rateChecks = pgTable(
  'rate_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    seriesId: text('series_id').notNull(),
    rateType: text('rate_type', { enum: RATE_TYPES }).notNull(),
    status: text('status', { enum: ['ok', 'rejected', 'failed'] }).notNull(),
    newObservations: integer('new_observations').notNull().default(0),
    latestObservedOn: date('latest_observed_on', { mode: 'string' }),
    message: text('message'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_checks_series_checked_idx').on(table.seriesId, sql`${table.checkedAt} DESC`)],
);
