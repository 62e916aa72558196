import type { AccountAlert, AlertNotification, AlertStatus } from '@mrn/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { ALERT_RULE_COLUMNS, type AlertRuleRow, alertRuleOf } from '../alerts/index.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/** Sent mails listed per alert, newest first. */
export const NOTIFICATIONS_PER_ALERT = 20;

interface AccountAlertRow extends AlertRuleRow {
  id: string;
  status: AlertStatus;
  paused_by: 'person' | 'pause_all' | 'plan_limit' | null;
  partner_name: string | null;
  created_at: Date | string;
  last_notified_at: Date | string | null;
  notifications: string | { sent_at: string; rate: string; observation_date: string }[] | null;
}

function isoTime(value: Date | string): string {
  return new Date(value).toISOString();
}

function notificationsOf(row: AccountAlertRow): AlertNotification[] {
  const raw = typeof row.notifications === 'string' ? JSON.parse(row.notifications) : row.notifications;
  return (raw ?? []).map((item: { sent_at: string; rate: string; observation_date: string }) => ({
    sentAt: isoTime(item.sent_at),
    rate: Number(item.rate),
    observationDate: item.observation_date,
  }));
}

export function accountAlertOf(row: AccountAlertRow): AccountAlert {
  return {
    id: row.id,
    ...alertRuleOf(row),
    status: row.status,
    partnerName: row.partner_name,
    createdAt: isoTime(row.created_at),
    lastNotifiedAt: row.last_notified_at === null ? null : isoTime(row.last_notified_at),
    notifications: notificationsOf(row),
  };
}

/**
 * The alerts of an address with their partner (alerts from a lead form) and their sent rate-alert
 * mails, newest first. `where` narrows further (one alert).
 */
function selectAccountAlerts(email: string, where: SQL = sql``): SQL {
  return sql`SELECT a.id, ${ALERT_RULE_COLUMNS}, a.status, a.paused_by,
                    f.business_name AS partner_name, a.created_at, a.last_notified_at,
                    (SELECT coalesce(json_agg(sent ORDER BY sent.sent_at DESC), '[]'::json)
                       FROM (SELECT m.sent_at, o.value::text AS rate, o.observed_on::text AS observation_date
                               FROM mail_outbox m JOIN rate_observations o ON o.id = m.observation_id
                              WHERE m.alert_id = a.id AND m.status = 'sent' AND m.kind = 'rate_alert'
                              ORDER BY m.sent_at DESC LIMIT ${NOTIFICATIONS_PER_ALERT}) AS sent) AS notifications
               FROM alerts a LEFT JOIN forms f ON f.id = a.form_id LEFT JOIN alert_disarms d ON d.alert_id = a.id
              WHERE a.email = ${email} ${where}
              ORDER BY a.created_at DESC, a.id DESC`;
}

export async function listAccountAlerts(db: DatabaseExecutor, email: string): Promise<AccountAlert[]> {
  return (await queryRows<AccountAlertRow>(db, selectAccountAlerts(email))).map(accountAlertOf);
}

/** One alert of the address; undefined when missing or someone else's (the same answer for both). */
export async function findAccountAlert(
  db: DatabaseExecutor,
  email: string,
  alertId: string,
): Promise<AccountAlert | undefined> {
  const [row] = await queryRows<AccountAlertRow>(
    db,
    selectAccountAlerts(email, sql`AND a.id = ${alertId}::uuid`),
  );
  return row && accountAlertOf(row);
}
