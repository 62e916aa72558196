import { z } from 'zod/mini';
import { partnerLeadSchema } from './partner-leads';
import { singleLineTextSchema } from './plain-text';

/** The events a partner can subscribe a webhook endpoint to. */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'lead.confirmed',
  'lead.unsubscribed',
  'alert.sent',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What "Send test event" delivers: every endpoint gets it, whatever it subscribed to. */
export const WEBHOOK_TEST_EVENT_TYPE = 'ping';

export const WEBHOOK_STATUSES = ['active', 'disabled'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'MRN-Signature';

export const WEBHOOK_URL_MAX_LENGTH = 2048;

/**
 * PUT /api/partner/webhook: creates the account's endpoint, or replaces its URL and events (and
 * enables it again when it was disabled). The URL must be https and reach a public address.
 */
export const webhookEndpointInputSchema = z.strictObject({
  url: singleLineTextSchema({
    maxLength: WEBHOOK_URL_MAX_LENGTH,
    requiredMessage: 'Enter the URL of your endpoint.',
  }),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, `Each event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}.`))
    .check(z.minLength(1, 'Choose at least one event.'), z.maxLength(WEBHOOK_EVENT_TYPES.length)),
});
export type WebhookEndpointInput = z.output<typeof webhookEndpointInputSchema>;

/** The endpoint as the partner sees it: never the secret after creation. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  status: z.enum(WEBHOOK_STATUSES),
  /** Failed attempts in a row since the last delivery. */
  consecutiveFailures: z.number(),
  /**
   * When that run of failures began (null while deliveries succeed). The endpoint is disabled once
   * every attempt has failed for 24 hours and at least 20 attempts.
   */
  failingSince: z._default(z.nullable(z.string()), null),
  disabledAt: z.nullable(z.string()),
  /** The last delivery error when it was disabled (also in the partner's mail). */
  disabledReason: z.nullable(z.string()),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** GET /api/partner/webhook. */
export const webhookEndpointEnvelopeSchema = z.object({ endpoint: webhookEndpointSchema });
export type WebhookEndpointEnvelope = z.infer<typeof webhookEndpointEnvelopeSchema>;

/** PUT /api/partner/webhook: `secret` only when the endpoint was just created (201), else null. */
export const savedWebhookEndpointSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.nullable(z.string()),
});
export type SavedWebhookEndpoint = z.infer<typeof savedWebhookEndpointSchema>;

/** 202 of POST /api/partner/webhook/test. */
export const webhookTestEventSchema = z.object({ eventId: z.string() });
export type WebhookTestEvent = z.infer<typeof webhookTestEventSchema>;

/** One row of the delivery log. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventType: z.string(),
  eventId: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  /** The HTTP status of the last attempt; null when it got no answer (timeout, refused address). */
  lastStatusCode: z.nullable(z.number()),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  deliveredAt: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/partner/webhook/deliveries: the newest 50. */
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

/**
 * The JSON body POSTed to the endpoint. `data.lead` is the lead as GET /api/partner/leads shows it,
 * at the time of the event; a `ping` (test event) has no lead.
 */
export const webhookEventSchema = z.object({
  id: z.string(),
  type: z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE]),
  createdAt: z.string(),
  data: z.object({ lead: z.optional(partnerLeadSchema) }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
