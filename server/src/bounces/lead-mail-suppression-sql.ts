import type { MailSuppression } from '@mrn/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { leads } from '../db/schema/index.ts';

/**
 * A lead's mail suppression (its address bounced or complained), or null: a column of the lead as
 * the partner sees it (console, partner API, webhooks). Shown only once a mail sent for this
 * partner (a confirmation or rate alert of an alert made through one of its forms) bounced or was
 * reported: what other senders' mail met is not the partner's to know (issue 41).
 */
export const leadMailSuppressionSql: SQL<MailSuppression | null> = sql<MailSuppression | null>`(
  SELECT json_build_object('reason', s.reason, 'detail', s.detail,
                           'since', to_char(s.suppressed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    FROM mail_suppressions s
   WHERE s.email = ${leads.email}
     AND EXISTS (SELECT FROM mail_outbox bounced
                   JOIN alerts bounced_alert ON bounced_alert.id = bounced.alert_id
                   JOIN forms bounced_form ON bounced_form.id = bounced_alert.form_id
                  WHERE bounced_form.partner_id = ${leads.partnerId}
                    AND (bounced.id = s.outbox_id
                         OR bounced.id IN (SELECT r.outbox_id FROM mail_bounce_reports r WHERE r.email = s.email))))`;
