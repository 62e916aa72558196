import { billingWebhookAnswerSchema, stripeEventEnvelopeSchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { applyBillingEvent } from './apply-billing-event.ts';
import { stripeOfConfig } from './configured-stripe.ts';

/**
 * A Stripe event (an invoice with many lines, a subscription with long metadata) can outgrow the
 * general 64 KiB body cap; 1 MB is far above any event we subscribe to and still stops abuse.
 */
export const STRIPE_WEBHOOK_MAX_BODY_BYTES = 1024 * 1024;

/** Stripe signs each delivery with its time; an older one is a replay (Stripe's default tolerance). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Stripe's signed webhook (POST /api/billing/webhook): applies subscription, checkout and invoice
 * events to the partner's plan. Without Stripe settings it answers 503, and Stripe retries later.
 */
export function stripeWebhookRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>): Hono<AppEnv> {
  const { db } = deps;
  const now = () => (deps.clock ? deps.clock() : new Date());
  const stripe = stripeOfConfig(deps.config);

  return new Hono<AppEnv>().post(
    '/webhook',
    describeOperation({
      audience: 'Public API',
      summary: 'Stripe webhook',
      description:
        'Stripe posts subscription, checkout and invoice events here. The `Stripe-Signature` header is checked on ' +
        'the raw body with the endpoint secret; a missing, forged or older-than-5-minutes signature answers 400 ' +
        'and changes nothing. Each event is applied once (by its id) and the plan settles from the event objects ' +
        "and Stripe's times (never this server's clock), so late, repeated or out-of-order deliveries agree; an " +
        'event older than what is stored answers `outcome: "stale"` and changes nothing. Events for customers or ' +
        'prices this installation does not know, or whose object lacks a field the server reads, are logged and ' +
        'answered 200 with `outcome: "ignored"`. Bodies up to 1 MB; this route spends no per-IP POST budget.',
      alsoAccepts: [{ mediaType: 'application/json', schema: stripeEventEnvelopeSchema }],
      success: {
        200: {
          description: 'Received: applied, a duplicate, stale or ignored.',
          schema: billingWebhookAnswerSchema,
        },
      },
      errors: [400, 413, 503],
    }),
    async (c) => {
      const billing = stripe.require();
      const payload = await c.req.text();
      const signature = c.req.header('stripe-signature');
      if (!signature) return apiError(c, 400, 'invalid_signature', 'The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = await billing.stripe.webhooks.constructEventAsync(
          payload,
          signature,
          billing.settings.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          now().getTime(), // milliseconds: the SDK divides by 1000
        );
      } catch {
        c.get('logger')?.warn('billing webhook with a bad or old signature refused');
        return apiError(
          c,
          400,
          'invalid_signature',
          'The Stripe-Signature does not match this body and the endpoint secret, or it is too old.',
        );
      }
      const outcome = await applyBillingEvent(
        { db, ...billing, logger: c.get('logger') ?? deps.logger, now: now() },
        event,
      );
      return c.json({ received: true as const, outcome });
    },
  );
}
