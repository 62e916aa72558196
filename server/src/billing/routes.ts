import {
  billingRedirectSchema,
  billingStatusSchema,
  billingWebhookAnswerSchema,
  checkoutRequestSchema,
  stripeEventEnvelopeSchema,
} from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { requireSession } from '../auth/require-session.ts';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiFailure, apiError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { findPartnerOfUser, NO_PARTNER_PROFILE } from '../partner-profile/partner-profile-store.ts';
import { applyBillingEvent } from './apply-billing-event.ts';
import { billingStatus } from './billing-status.ts';
import { openBillingPortal } from './open-billing-portal.ts';
import { startCheckout } from './start-checkout.ts';
import { BILLING_NOT_CONFIGURED, billingSettingsOf, createStripeClient } from './stripe-client.ts';

/** Stripe signs each delivery with its time; an older one is a replay (Stripe's default tolerance). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const REDIRECT_ANSWER = {
  description: 'Where to send the browser (a page Stripe hosts).',
  schema: billingRedirectSchema,
};

/**
 * Billing through Stripe: the partner's plan status, Checkout, the customer portal (App API, signed
 * in) and Stripe's signed webhook. Without Stripe settings the status says so, Checkout and the
 * portal answer 503 `billing_not_configured` and the webhook 503 (Stripe retries later).
 */
export function billingRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>): Hono<AppEnv> {
  const { db, config } = deps;
  const now = () => (deps.clock ? deps.clock() : new Date());
  const session = requireSession(deps);
  const settings = billingSettingsOf(config);
  const stripe = settings && createStripeClient(settings.secretKey, settings.apiUrl);
  const consoleUrl = `${config.APP_URL}/partner`;

  const configuredStripe = () => {
    if (!settings || !stripe) throw new ApiFailure(503, 'billing_not_configured', BILLING_NOT_CONFIGURED);
    return { settings, stripe };
  };
  const partnerOf = async (userId: string) => {
    const partner = await findPartnerOfUser(db, userId);
    if (!partner) throw new ApiFailure(404, 'not_found', NO_PARTNER_PROFILE);
    return partner;
  };

  return new Hono<AppEnv>()
    .get(
      '/api/app/partner/billing',
      describeOperation({
        audience: 'App API',
        security: 'session',
        summary: 'Your plan and billing',
        description:
          'The partner plan as it stands now (`trial`, `active`, `past_due` with its grace period, or `ended`), the ' +
          'subscription (monthly or annual, next renewal, cancelled at period end) and what the plan allows. ' +
          '`configured` is false on an installation without Stripe: `notConfiguredMessage` then says how an operator ' +
          'turns billing on.',
        success: { 200: { description: 'The plan and billing status.', schema: billingStatusSchema } },
        errors: [401, 404],
      }),
      session,
      async (c) => {
        const partner = await partnerOf(c.get('account').userId);
        const status = await billingStatus(db, partner.id, settings !== undefined, now());
        if (!status) throw new ApiFailure(404, 'not_found', NO_PARTNER_PROFILE);
        return c.json(status);
      },
    )
    .post(
      '/api/app/partner/billing/checkout',
      describeOperation({
        audience: 'App API',
        security: 'session',
        summary: 'Start paying for Pro (Stripe Checkout)',
        description:
          'Opens Stripe Checkout for the monthly or annual price and answers its URL. Paying during the trial keeps ' +
          'the trial days: the first charge falls when the trial would have ended. 409 `already_subscribed` while a ' +
          'subscription is running; 502 `billing_unavailable` when Stripe cannot be reached (nothing is created); ' +
          '503 `billing_not_configured` without Stripe settings.',
        success: { 200: REDIRECT_ANSWER },
        errors: [401, 403, 404, 409, 415, 422, 502, 503],
      }),
      session,
      validate('json', checkoutRequestSchema),
      async (c) => {
        const billing = configuredStripe();
        const account = c.get('account');
        const partner = await partnerOf(account.userId);
        const url = await startCheckout(
          { db, ...billing, consoleUrl, now: now() },
          { id: partner.id, name: partner.name, email: account.email },
          c.req.valid('json').period,
        );
        return c.json({ url });
      },
    )
    .post(
      '/api/app/partner/billing/portal',
      describeOperation({
        audience: 'App API',
        security: 'session',
        summary: 'Manage billing (Stripe customer portal)',
        description:
          'Answers the URL of the Stripe customer portal: card, invoices, switching monthly and annual, cancelling. ' +
          '409 `no_billing_account` before the first Checkout; 502 and 503 as for Checkout.',
        success: { 200: REDIRECT_ANSWER },
        errors: [401, 403, 404, 409, 502, 503],
      }),
      session,
      async (c) => {
        const billing = configuredStripe();
        const partner = await partnerOf(c.get('account').userId);
        return c.json({
          url: await openBillingPortal({ db, stripe: billing.stripe, consoleUrl }, partner.id),
        });
      },
    )
    .post(
      '/api/billing/webhook',
      describeOperation({
        audience: 'Public API',
        summary: 'Stripe webhook',
        description:
          'Stripe posts subscription, checkout and invoice events here. The `Stripe-Signature` header is checked on ' +
          'the raw body with the endpoint secret; a missing, forged or older-than-5-minutes signature answers 400 ' +
          'and changes nothing. Each event is applied once (by its id) and the plan settles from the event objects ' +
          'and their times, so late, repeated or out-of-order deliveries agree. Events for customers or prices this ' +
          'installation does not know are logged and answered 200 with `outcome: "ignored"`.',
        alsoAccepts: [{ mediaType: 'application/json', schema: stripeEventEnvelopeSchema }],
        success: {
          200: {
            description: 'Received: applied, a duplicate, or ignored.',
            schema: billingWebhookAnswerSchema,
          },
        },
        errors: [400, 503],
      }),
      async (c) => {
        const billing = configuredStripe();
        const payload = await c.req.text();
        const signature = c.req.header('stripe-signature');
        if (!signature)
          return apiError(c, 400, 'invalid_signature', 'The Stripe-Signature header is missing.');
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
