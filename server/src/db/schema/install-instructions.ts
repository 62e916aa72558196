import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { forms, partners } from './platform.ts';

// Mirrors migrations/0015_partner_notices.sql; the SQL file is the source of truth.

/** "Send these instructions to my web developer": what the mail is rendered from at send time. */
export const installInstructionRequests = pgTable('install_instruction_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  partnerId: uuid('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' }),
  formId: text('form_id')
    .notNull()
    .references(() => forms.id, { onDelete: 'cascade' }),
  developerEmail: text('developer_email').notNull(),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
