import type { LeadStatus } from '@mrn/sdk/schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alerts, leads } from '../db/schema/index.ts';

/**
 * The join of a lead to its rate alert as its partner may see it: only an alert made through one of
 * that partner's own forms, whose confirmation mail was the partner's own (branded for it). A lead
 * that joined an alert the person made elsewhere (their account, another partner's form) sees none,
 * so nothing about the person's other alerts, plan or mail reaches the partner (issue 41).
 */
export const partnerOwnAlertJoin: SQL = and(
  eq(alerts.id, leads.alertId),
  sql`EXISTS (SELECT FROM forms own_form
               WHERE own_form.id = ${alerts.formId} AND own_form.partner_id = ${leads.partnerId})`,
) as SQL;

/**
 * A lead's status, derived from its own alert (joined as `alerts` by partnerOwnAlertJoin). The one
 * place the rule lives: the list selects it and the status filter compares with it, so a filter
 * never disagrees with what the row shows.
 *
 * - no own alert: `pending_confirmation`, like any lead its person has not confirmed (refused by the
 *   person's plan limit, or joined an alert made elsewhere: the partner cannot tell them apart),
 *   except `no_alert` once the person deleted the alert they had confirmed for this partner
 * - alert pending: `pending_confirmation`
 * - alert unsubscribed: `unsubscribed`; paused: `paused`
 * - alert active: `alert_sent` once a rate alert mail went out, else `confirmed`
 */
export const leadStatusSql: SQL<LeadStatus> = sql<LeadStatus>`(CASE
  WHEN ${alerts.id} IS NULL THEN
    CASE WHEN ${leads.alertDeleted} THEN 'no_alert' ELSE 'pending_confirmation' END
  WHEN ${alerts.status} = 'pending' THEN 'pending_confirmation'
  WHEN ${alerts.status} = 'unsubscribed' THEN 'unsubscribed'
  WHEN ${alerts.status} = 'paused' THEN 'paused'
  WHEN ${alerts.lastNotifiedAt} IS NOT NULL THEN 'alert_sent'
  ELSE 'confirmed'
END)`;

/** The dates shown beside the status (null without an own alert). */
export const leadStatusDateColumns = {
  confirmedAt: alerts.confirmedAt,
  unsubscribedAt: alerts.unsubscribedAt,
  lastAlertSentAt: alerts.lastNotifiedAt,
};

/**
 * The alert's id once the person confirmed it for this partner: while unconfirmed it stays null, so
 * a lead refused by the person's plan limit (no alert at all) looks like any other waiting lead.
 */
export const leadAlertIdSql: SQL<string | null> = sql<string | null>`(CASE
  WHEN ${alerts.confirmedAt} IS NOT NULL THEN ${alerts.id}::text END)`;
