import {
  savedWebhookEndpointSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookDeliveryListSchema,
  webhookEndpointEnvelopeSchema,
  webhookEndpointInputSchema,
  webhookTestEventSchema,
} from '@mrn/sdk/schemas';
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { requirePlanAllows } from '../billing/index.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import { type AppDeps, systemClock } from '../http/app-deps.ts';
import { ApiFailure } from '../http/errors.ts';
import type { PartnerEnv } from '../http/partner-env.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import {
  assertPublicDestination,
  type LookupAll,
  parseWebhookUrl,
  UnsafeWebhookUrl,
} from './address-guard.ts';
import { enqueueTestEvent } from './enqueue-webhook-event.ts';
import { generateWebhookSecret } from './signature.ts';

const notFound = () => new ApiFailure(404, 'not_found', 'Your account has no webhook endpoint.');

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function endpointView(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    status: row.status,
    consecutiveFailures: row.consecutiveFailures,
    failingSince: row.failingSince ? row.failingSince.toISOString() : null,
    disabledAt: row.disabledAt ? row.disabledAt.toISOString() : null,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findEndpoint(db: DatabaseExecutor, partnerId: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.partnerId, partnerId));
  return row;
}

/**
 * The account's webhook endpoint (/api/partner/webhook): one per partner, scoped by the
 * authenticated partner id, so another partner's endpoint answers 404 like a missing one.
 */
export function webhookRoutes(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'> & { lookup?: LookupAll },
): Hono<PartnerEnv> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const policy = { allowPrivate: deps.config.WEBHOOKS_ALLOW_PRIVATE, lookup: deps.lookup };
  const app = new Hono<PartnerEnv>();

  app.get(
    '/',
    describeOperation({
      audience: 'Partner API',
      summary: 'Show your webhook endpoint',
      description:
        'The secret is not included: it is shown once, when the endpoint is created. 204 when no endpoint is ' +
        'registered (an expected state, so not an error: the console asks on every visit).',
      success: {
        200: { description: 'The endpoint.', schema: webhookEndpointEnvelopeSchema },
        204: { description: 'No endpoint is registered.', mediaType: 'none' },
      },
    }),
    async (c) => {
      const row = await findEndpoint(db, c.get('partnerId'));
      if (!row) return c.body(null, 204);
      return c.json({ endpoint: endpointView(row) });
    },
  );

  app.put(
    '/',
    describeOperation({
      audience: 'Partner API',
      summary: 'Register or replace your webhook endpoint',
      description:
        'Creates the endpoint (201, with its signing `secret`, shown this once) or replaces its URL and events (200, `secret` null) and enables it again if it was disabled. The URL must be https and resolve only to public addresses.',
      success: {
        200: { description: 'Replaced.', schema: savedWebhookEndpointSchema },
        201: { description: 'Created, with the signing secret.', schema: savedWebhookEndpointSchema },
      },
      errors: [400, 403, 413, 415, 422, 429],
    }),
    requirePlanAllows(deps, 'webhooks'),
    validate('json', webhookEndpointInputSchema),
    async (c) => {
      const input = c.req.valid('json');
      try {
        await assertPublicDestination(parseWebhookUrl(input.url, policy), policy);
      } catch (error) {
        if (!(error instanceof UnsafeWebhookUrl)) throw error;
        throw new ApiFailure(422, 'validation_failed', error.message, { url: error.message });
      }
      const events = [...new Set(input.events)];
      const secret = generateWebhookSecret();
      const [saved] = await queryRows<{ id: string; created: boolean }>(
        db,
        sql`INSERT INTO webhook_endpoints (partner_id, url, secret, events, created_at)
            VALUES (${c.get('partnerId')}::uuid, ${input.url}, ${secret},
                    ${`{${events.join(',')}}`}::text[], ${clock().toISOString()}::timestamptz)
            ON CONFLICT (partner_id) DO UPDATE
               SET url = EXCLUDED.url, events = EXCLUDED.events, status = 'active',
                   consecutive_failures = 0, failing_since = NULL, disabled_at = NULL, disabled_reason = NULL
            RETURNING id::text AS id, (xmax = 0) AS created`,
      );
      const row = await findEndpoint(db, c.get('partnerId'));
      if (!row || row.id !== saved.id) throw notFound();
      return c.json(
        { endpoint: endpointView(row), secret: saved.created ? secret : null },
        saved.created ? 201 : 200,
      );
    },
  );

  app.delete(
    '/',
    describeOperation({
      audience: 'Partner API',
      summary: 'Remove your webhook endpoint',
      description: 'Events are no longer sent; the delivery log goes with the endpoint.',
      success: { 204: { description: 'Removed.', mediaType: 'none' } },
      errors: [404],
    }),
    async (c) => {
      const removed = await db
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.partnerId, c.get('partnerId')))
        .returning({ id: webhookEndpoints.id });
      if (removed.length === 0) throw notFound();
      return c.body(null, 204);
    },
  );

  app.post(
    '/test',
    describeOperation({
      audience: 'Partner API',
      summary: 'Send a test event',
      description:
        'Queues a `ping` event (no lead) for your endpoint, signed like every event; see the delivery log for the result.',
      success: { 202: { description: 'Queued.', schema: webhookTestEventSchema } },
      errors: [403, 404, 409, 429],
    }),
    requirePlanAllows(deps, 'webhooks'),
    async (c) => {
      const row = await findEndpoint(db, c.get('partnerId'));
      if (!row) throw notFound();
      if (row.status !== 'active') {
        throw new ApiFailure(409, 'conflict', 'The endpoint is disabled: save it again to enable it first.');
      }
      return c.json({ eventId: await enqueueTestEvent(db, row.id, clock()) }, 202);
    },
  );

  app.get(
    '/deliveries',
    describeOperation({
      audience: 'Partner API',
      summary: 'List recent webhook deliveries',
      description: 'The newest 50 deliveries with their status, attempts, last HTTP status code and error.',
      success: { 200: { description: 'The delivery log.', schema: webhookDeliveryListSchema } },
      errors: [404],
    }),
    async (c) => {
      const row = await findEndpoint(db, c.get('partnerId'));
      if (!row) throw notFound();
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, row.id))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(50);
      const deliveries: WebhookDelivery[] = rows.map((delivery) => ({
        id: String(delivery.id),
        eventType: delivery.eventType,
        eventId: delivery.eventId,
        status: delivery.status,
        attempts: delivery.attempts,
        lastStatusCode: delivery.lastStatusCode,
        lastError: delivery.lastError,
        createdAt: delivery.createdAt.toISOString(),
        deliveredAt: delivery.deliveredAt ? delivery.deliveredAt.toISOString() : null,
        nextAttemptAt:
          delivery.status === 'pending' || delivery.status === 'sending'
            ? delivery.nextAttemptAt.toISOString()
            : null,
      }));
      return c.json({ deliveries });
    },
  );

  return app;
}
