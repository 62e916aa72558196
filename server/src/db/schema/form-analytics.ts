import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { forms } from './platform.ts';

// Mirrors migrations/0012_form_analytics.sql; the SQL file is the source of truth.

/** Per form and UTC day: widget config loads, popup opens and stored leads. No personal data. */
export const formDailyCounts = pgTable(
  'form_daily_counts',
  {
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    opens: integer('opens').notNull().default(0),
    submissions: integer('submissions').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.formId, table.day] })],
);

// Mirrors migrations/0015_partner_notices.sql.

/** Page origins a form refused (the install check's warning): origin, last seen, refusals. */
export const formRefusedOrigins = pgTable(
  'form_refused_origins',
  {
    formId: text('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    refusals: integer('refusals').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.formId, table.origin] })],
);
