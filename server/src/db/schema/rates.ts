import { RATE_TYPES } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import {
  bigint,
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

// Mirrors migrations/0002_alerts.sql, 0008_sample_rates.sql and 0020_rate_revisions.sql; the SQL files are the source of truth for the database.

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
    /** The `realtime_start` FRED reported (JSON API only); null when the source does not say. */
    realtimeStart: date('realtime_start', { mode: 'string' }),
    /** When this date's real value was first stored; a revision does not move it. */
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** FRED has changed this date's value since it was first stored (see rateObservationRevisions). */
    revised: boolean('revised').notNull().default(false),
  },
  (table) => [unique('rate_observations_series_id_observed_on_key').on(table.seriesId, table.observedOn)],
);

/** The values FRED's corrections replaced, oldest first; the observation row keeps its id. */
export const rateObservationRevisions = pgTable(
  'rate_observation_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    observationId: bigint('observation_id', { mode: 'number' }).notNull(),
    observedOn: date('observed_on', { mode: 'string' }).notNull(),
    oldValue: numeric('old_value', { precision: 6, scale: 3 }).notNull(),
    newValue: numeric('new_value', { precision: 6, scale: 3 }).notNull(),
    realtimeStart: date('realtime_start', { mode: 'string' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_observation_revisions_observation_idx').on(table.observationId, table.id)],
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
