import type { LeadStatus } from '@mrn/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { alerts } from '../db/schema/index.ts';

/**
 * A lead's status, derived from its rate alert (joined as `alerts`). The one place the rule lives:
 * the list selects it and the status filter compares with it, so a filter never disagrees with
 * what the row shows.
 *
 * - no alert row (refused by the plan limit, or deleted by the person): `no_alert`
 * - alert pending: `pending_confirmation`
 * - alert unsubscribed: `unsubscribed`; paused: `paused`
 * - alert active: `alert_sent` once a rate alert mail went out, else `confirmed`
 */
export const leadStatusSql: SQL<LeadStatus> = sql<LeadStatus>`(CASE
  WHEN ${alerts.id} IS NULL THEN 'no_alert'
  WHEN ${alerts.status} = 'pending' THEN 'pending_confirmation'
  WHEN ${alerts.status} = 'unsubscribed' THEN 'unsubscribed'
  WHEN ${alerts.status} = 'paused' THEN 'paused'
  WHEN ${alerts.lastNotifiedAt} IS NOT NULL THEN 'alert_sent'
  ELSE 'confirmed'
END)`;

/** The dates shown beside the status. */
export const leadStatusDateColumns = {
  confirmedAt: alerts.confirmedAt,
  unsubscribedAt: alerts.unsubscribedAt,
  lastAlertSentAt: alerts.lastNotifiedAt,
};
