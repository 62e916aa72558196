import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
