import type { AccountAlert, AccountAlertInputs, AlertNotification, AlertStatus } from '@mrn/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/** Sent mails listed per alert, newest first. */
export const NOTIFICATIONS_PER_ALERT = 20;

interface AccountAlertRow {
  id: string;
  kind: AccountAlert['kind'];
  upper_threshold: string | null;
  rearm_margin: string | null;
  armed: boolean;
  rearm_at: string | null;
  inputs: unknown;
  rate_type: AccountAlert['rateType'];
  threshold: string;
  direction: AccountAlert['direction'];
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

/** The inputs column as the answer shows it, tagged with the alert's kind. */
export function alertInputsOf(kind: AccountAlert['kind'], stored: unknown): AccountAlertInputs {
  const inputs = typeof stored === 'string' ? JSON.parse(stored) : stored;
  if (inputs === null || inputs === undefined) return null;
  if (kind === 'refinance') return { kind, refinance: inputs };
  if (kind === 'payment') return { kind, payment: inputs };
  if (kind === 'rate_move') return { kind, rateMove: inputs };
  return null;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export function accountAlertOf(row: AccountAlertRow): AccountAlert {
  return {
    id: row.id,
    kind: row.kind,
    rateType: row.rate_type,
    threshold: Number(row.threshold),
    direction: row.direction,
    upperThreshold: numberOrNull(row.upper_threshold),
    rearmMargin: numberOrNull(row.rearm_margin),
    armed: row.armed,
    rearmAt: numberOrNull(row.rearm_at),
    inputs: alertInputsOf(row.kind, row.inputs),
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
  return sql`SELECT a.id, a.kind, a.rate_type, a.threshold::text AS threshold, a.direction, a.status, a.paused_by,
                    a.upper_threshold::text AS upper_threshold, a.rearm_margin::text AS rearm_margin, a.armed,
                    a.rearm_at::text AS rearm_at, a.inputs,
                    f.business_name AS partner_name, a.created_at, a.last_notified_at,
                    (SELECT coalesce(json_agg(sent ORDER BY sent.sent_at DESC), '[]'::json)
                       FROM (SELECT m.sent_at, o.value::text AS rate, o.observed_on::text AS observation_date
                               FROM mail_outbox m JOIN rate_observations o ON o.id = m.observation_id
                              WHERE m.alert_id = a.id AND m.status = 'sent' AND m.kind = 'rate_alert'
                              ORDER BY m.sent_at DESC LIMIT ${NOTIFICATIONS_PER_ALERT}) AS sent) AS notifications
               FROM alerts a LEFT JOIN forms f ON f.id = a.form_id
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
