import type { MailSuppression } from '@mrn/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { leads } from '../db/schema/index.ts';

/**
 * A lead's mail suppression (its address bounced or complained), or null: a column of the lead as
 * the partner sees it (console, partner API, webhooks). One primary-key probe per lead.
 */
export const leadMailSuppressionSql: SQL<MailSuppression | null> = sql<MailSuppression | null>`(
  SELECT json_build_object('reason', s.reason, 'detail', s.detail,
                           'since', to_char(s.suppressed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    FROM mail_suppressions s WHERE s.email = ${leads.email})`;
