import { randomUUID } from 'node:crypto';
import {
  type PartnerLead,
  planAllows,
  rateSeriesLabel,
  WEBHOOK_TEST_EVENT_TYPE,
  type WebhookEvent,
  type WebhookEventType,
} from '@mrn/sdk/schemas';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { loadPlanState } from '../billing/index.ts';
import type { DatabaseExecutor } from '../db/client.ts';
import { alerts, leads, webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import { partnerLeadColumns, partnerOwnAlertJoin } from '../lead-view/index.ts';

const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

/** Which leads an event is about: one new lead, or every lead of the alerts that changed. */
export type LeadSelector = { leadIds: readonly string[] } | { alertIds: readonly string[] };

/**
 * Queues `type` for every selected lead whose partner has an active endpoint subscribed to it, with
 * the lead as GET /api/partner/leads shows it now. Pass the transaction of the change so the event
 * exists exactly when the change does. One SELECT when no partner has an endpoint.
 */
export async function enqueueLeadEvents(
  db: DatabaseExecutor,
  type: WebhookEventType,
  selector: LeadSelector,
  now: Date,
): Promise<number> {
  const ids = 'leadIds' in selector ? selector.leadIds : selector.alertIds;
  if (ids.length === 0) return 0;
  const found = await db
    .select({
      endpointId: webhookEndpoints.id,
      endpointPartnerId: webhookEndpoints.partnerId,
      ...partnerLeadColumns,
    })
    .from(leads)
    .innerJoin(
      webhookEndpoints,
      and(
        eq(webhookEndpoints.partnerId, leads.partnerId),
        eq(webhookEndpoints.status, 'active'),
        sql`${type} = ANY(${webhookEndpoints.events})`,
      ),
    )
    .leftJoin(alerts, partnerOwnAlertJoin)
    // An alert's change is news only to the partners it was made for: a lead that joined an alert
    // made elsewhere hears nothing of it (lead-status.ts).
    .where(
      'leadIds' in selector
        ? inArray(leads.id, [...ids])
        : and(inArray(leads.alertId, [...ids]), isNotNull(alerts.id)),
    );
  if (found.length === 0) return 0;
  // Webhooks are a Pro feature: a partner whose plan has ended gets no events (its endpoint stays).
  const allowed = new Set<string>();
  for (const partnerId of new Set(found.map((row) => row.endpointPartnerId))) {
    const state = await loadPlanState(db, partnerId, now);
    if (state && planAllows(state.state).webhooks) allowed.add(partnerId);
  }
  const rows = found
    .filter((row) => allowed.has(row.endpointPartnerId))
    .map(({ endpointPartnerId: _partner, ...row }) => row);
  if (rows.length === 0) return 0;
  await db
    .insert(webhookDeliveries)
    .values(
      rows.map(({ endpointId, ...row }) => {
        const lead: PartnerLead = {
          ...row,
          seriesLabel: rateSeriesLabel(row.series),
          targetRate: Number(row.targetRate),
          utm: row.utm as PartnerLead['utm'],
          confirmedAt: isoOrNull(row.confirmedAt),
          unsubscribedAt: isoOrNull(row.unsubscribedAt),
          lastAlertSentAt: isoOrNull(row.lastAlertSentAt),
          createdAt: row.createdAt.toISOString(),
        };
        const event: WebhookEvent = { id: randomUUID(), type, createdAt: now.toISOString(), data: { lead } };
        return {
          endpointId,
          eventType: type,
          eventId: event.id,
          payload: event,
          nextAttemptAt: now,
          createdAt: now,
        };
      }),
    )
    .onConflictDoNothing();
  return rows.length;
}

/** "Send test event": a `ping` for the endpoint, whatever it subscribed to. */
export async function enqueueTestEvent(db: DatabaseExecutor, endpointId: string, now: Date): Promise<string> {
  const event: WebhookEvent = {
    id: randomUUID(),
    type: WEBHOOK_TEST_EVENT_TYPE,
    createdAt: now.toISOString(),
    data: {},
  };
  await db.insert(webhookDeliveries).values({
    endpointId,
    eventType: event.type,
    eventId: event.id,
    payload: event,
    nextAttemptAt: now,
    createdAt: now,
  });
  return event.id;
}
