import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { enqueueLeadEvents } from '../webhooks/index.ts';

/**
 * Once rate-alert mails are recorded sent (their outbox rows' ids): their alerts' last_notified_at,
 * and an `alert.sent` webhook for those that belong to a lead. A group of homebuyers' own alerts
 * (no lead) skips the webhook query altogether.
 */
export async function recordAlertsNotified(
  db: DatabaseExecutor,
  sentIds: readonly number[],
  now: Date,
): Promise<void> {
  const notifiedLeadAlerts = await queryRows<{ id: string }>(
    db,
    sql`WITH notified AS (
          UPDATE alerts SET last_notified_at = ${now.toISOString()}::timestamptz
            FROM mail_outbox m
           WHERE m.id = ANY(${arrayLiteral(sentIds)}::bigint[]) AND alerts.id = m.alert_id
          RETURNING alerts.id)
        SELECT id::text AS id FROM notified WHERE EXISTS (SELECT 1 FROM leads WHERE leads.alert_id = notified.id)`,
  );
  await enqueueLeadEvents(db, 'alert.sent', { alertIds: notifiedLeadAlerts.map((row) => row.id) }, now);
}
