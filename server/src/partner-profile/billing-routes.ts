import { billingRedirectSchema, billingStatusSchema, checkoutRequestSchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import { requireSession } from '../auth/index.ts';
import {
  BILLING_OFF_LOG,
  billingStatus,
  openBillingPortal,
  startCheckout,
  stripeOfConfig,
} from '../billing/index.ts';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiFailure } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeSessionOperation } from '../openapi/describe-operation.ts';
import { findPartnerOfUser, NO_PARTNER_PROFILE } from './partner-profile-store.ts';

const REDIRECT_ANSWER = {
  description: 'Where to send the browser (a page Stripe hosts).',
  schema: billingRedirectSchema,
};

/**
 * Billing through Stripe for the signed-in partner: the plan status, Checkout and the customer
 * portal (App API; Stripe's webhook is stripe-webhook-routes.ts). Without Stripe settings the status
 * says so in the partner's words, and Checkout and the portal answer 503 `billing_not_configured`; the
 * setting names go to the server log once, for the operator.
 */
export function billingRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'logger'>): Hono<AppEnv> {
  const { db, config } = deps;
  const now = () => (deps.clock ? deps.clock() : new Date());
  const session = requireSession(deps);
  const stripe = stripeOfConfig(config);
  if (!stripe.configured) deps.logger.info(BILLING_OFF_LOG);
  const consoleUrl = `${config.APP_URL}/partner`;

  const partnerOf = async (userId: string) => {
    const partner = await findPartnerOfUser(db, userId);
    if (!partner) throw new ApiFailure(404, 'not_found', NO_PARTNER_PROFILE);
    return partner;
  };

  return new Hono<AppEnv>()
    .get(
      '/',
      describeSessionOperation({
        summary: 'Your plan and billing',
        description:
          'The partner plan as it stands now (`trial`, `active`, `past_due` with its grace period, or `ended`), the ' +
          'subscription (monthly or annual, next renewal, cancelled at period end) and what the plan allows. ' +
          '`configured` is false on an installation without Stripe: `notConfiguredMessage` then says, for the partner, ' +
          'that paid plans are not available there yet.',
        success: { 200: { description: 'The plan and billing status.', schema: billingStatusSchema } },
        errors: [404],
      }),
      session,
      async (c) => {
        const partner = await partnerOf(c.get('account').userId);
        const status = await billingStatus(db, partner.id, stripe.configured, now());
        if (!status) throw new ApiFailure(404, 'not_found', NO_PARTNER_PROFILE);
        return c.json(status);
      },
    )
    .post(
      '/checkout',
      describeSessionOperation({
        summary: 'Start paying for Pro (Stripe Checkout)',
        description:
          'Opens Stripe Checkout for the monthly or annual price and answers its URL. Paying during the trial keeps ' +
          'the trial days: the first charge falls when the trial would have ended. 409 `already_subscribed` while a ' +
          'subscription is running; 502 `billing_unavailable` when Stripe cannot be reached (nothing is created); ' +
          '503 `billing_not_configured` without Stripe settings.',
        success: { 200: REDIRECT_ANSWER },
        errors: [403, 404, 409, 415, 422, 502, 503],
      }),
      session,
      validate('json', checkoutRequestSchema),
      async (c) => {
        const billing = stripe.require();
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
      '/portal',
      describeSessionOperation({
        summary: 'Manage billing (Stripe customer portal)',
        description:
          'Answers the URL of the Stripe customer portal: card, invoices, switching monthly and annual, cancelling. ' +
          '409 `no_billing_account` before the first Checkout; 502 and 503 as for Checkout.',
        success: { 200: REDIRECT_ANSWER },
        errors: [403, 404, 409, 502, 503],
      }),
      session,
      async (c) => {
        const billing = stripe.require();
        const partner = await partnerOf(c.get('account').userId);
        return c.json({
          url: await openBillingPortal({ db, stripe: billing.stripe, consoleUrl }, partner.id),
        });
      },
    );
}
