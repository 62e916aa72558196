import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

// Mirrors migrations/0021_weekly_digest.sql; the SQL file is the source of truth for the database.

/** People who opted in to the weekly digest (a row while on). */
export const weeklyDigestSubscribers = pgTable('weekly_digest_subscribers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One queued digest per person and week; the unique key keeps queueing idempotent. */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday of the digest's week. */
    weekOf: date('week_of', { mode: 'string' }).notNull(),
    /** The last observation date the digest reports on. */
    asOf: date('as_of', { mode: 'string' }).notNull(),
    /** The mail_outbox row that sends it. */
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('weekly_digests_user_id_week_of_key').on(table.userId, table.weekOf),
    check('weekly_digests_week_of_check', sql`extract(isodow FROM ${table.weekOf}) = 1`),
    check(
      'weekly_digests_check',
      sql`${table.asOf} >= ${table.weekOf} AND ${table.asOf} < ${table.weekOf} + 7`,
    ),
  ],
);
