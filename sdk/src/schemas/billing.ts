import { z } from 'zod/mini';
import { PLAN_STATES, planAllowancesSchema } from './plan-allowances';

/** The two prices of the Professional plan (the home page's toggle; annual is the default). */
export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'annual';

/**
 * The Professional plan's prices in US cents (spec §9: $7 a month; $67 a year against twelve
 * monthly payments of $84, "Save 20%"). The home page, the console and `npm run billing:setup`
 * all read them here.
 */
export const PROFESSIONAL_PRICE_CENTS = { monthly: 700, annual: 6700, annualWithoutDiscount: 8400 } as const;

/** Stripe lookup keys of the two prices: billing:setup finds what it made before by them. */
export const PROFESSIONAL_PRICE_LOOKUP_KEYS: Record<BillingPeriod, string> = {
  monthly: 'mrn_professional_monthly',
  annual: 'mrn_professional_annual',
};

/** Days Pro stays after a failed payment while the partner fixes the card. */
export const PAYMENT_GRACE_DAYS = 7;

/**
 * What a partner reads on Upgrade when this installation has no billing (no Stripe settings): words
 * for them, not for the operator (the setting names are in the README and the server log).
 */
export const BILLING_NOT_CONFIGURED_MESSAGE =
  "Paid plans are not available on this installation yet; your trial and your forms keep working. Contact the site's operator.";

/** GET /api/app/partner/billing: the partner's plan, what it allows and whether billing is set up. */
export const billingStatusSchema = z.object({
  /** False when this installation has no Stripe settings: Upgrade then says paid plans are not available yet. */
  configured: z.boolean(),
  /** Shown instead of Checkout when `configured` is false (BILLING_NOT_CONFIGURED_MESSAGE). */
  notConfiguredMessage: z.nullable(z.string()),
  state: z.enum(PLAN_STATES),
  /** Our 14-day trial's end (kept when the partner pays during it), or null. */
  trialEndsAt: z.nullable(z.string()),
  /** Whole days left in the trial, rounded up; null outside a trial. */
  trialDaysLeft: z.nullable(z.number()),
  /** The paid subscription, when there is one that still counts. */
  subscription: z.nullable(
    z.object({
      period: z.nullable(z.enum(BILLING_PERIODS)),
      /** When the next payment is taken (or, when cancelling, when Pro stops). */
      currentPeriodEnd: z.nullable(z.string()),
      /** Cancelled in the portal: Pro stays until `currentPeriodEnd`, then the plan ends. */
      cancelAtPeriodEnd: z.boolean(),
      /** While `past_due`: the end of the grace period. */
      graceEndsAt: z.nullable(z.string()),
    }),
  ),
  /** True when a Stripe customer exists, so Manage billing (the portal) can open. */
  canManageBilling: z.boolean(),
  allows: planAllowancesSchema,
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** POST /api/app/partner/billing/checkout: which price to pay. */
export const checkoutRequestSchema = z.strictObject({
  period: z.enum(BILLING_PERIODS, 'Choose monthly or annual.'),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Checkout and the portal answer where to send the browser (a Stripe-hosted page). */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

/** POST /api/billing/webhook answers Stripe with what happened to the event. */
export const billingWebhookAnswerSchema = z.object({
  received: z.literal(true),
  /**
   * applied: state changed or recorded; duplicate: seen before; stale: older than what is already
   * stored for that subscription (by Stripe's times), so it changed nothing; ignored: an unknown
   * customer, price or type, or an object without the fields we read.
   */
  outcome: z.enum(['applied', 'duplicate', 'stale', 'ignored']),
});
export type BillingWebhookAnswer = z.infer<typeof billingWebhookAnswerSchema>;

/**
 * POST /api/billing/webhook: a Stripe event as Stripe posts it (documented here; the server reads
 * the raw body and checks its Stripe-Signature with Stripe's SDK before believing any of it).
 */
export const stripeEventEnvelopeSchema = z.looseObject({
  id: z.string(),
  object: z.literal('event'),
  type: z.string(),
  created: z.number(),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});

const stripeIdOrObject = z.union([z.string(), z.looseObject({ id: z.string() })]);

/**
 * The fields of a Stripe subscription the server reads (in webhook events and when it fetches one).
 * A signed event whose object lacks them is stored and answered 200 `ignored`, never a 500.
 */
export const stripeSubscriptionFieldsSchema = z.looseObject({
  id: z.string(),
  customer: stripeIdOrObject,
  status: z.string(),
  cancel_at_period_end: z.boolean(),
  cancel_at: z.nullable(z.number()),
  items: z.looseObject({
    data: z
      .array(
        z.looseObject({
          price: z.looseObject({ id: z.string() }),
          current_period_end: z.optional(z.nullable(z.number())),
        }),
      )
      .check(z.minLength(1)),
  }),
});

/** The fields of a completed Checkout Session the server reads. */
export const stripeCheckoutSessionFieldsSchema = z.looseObject({
  mode: z.string(),
  customer: z.nullable(stripeIdOrObject),
  subscription: z.nullable(stripeIdOrObject),
});

/** The fields of an invoice the server reads (its subscription under parent.subscription_details). */
export const stripeInvoiceFieldsSchema = z.looseObject({
  customer: z.nullable(stripeIdOrObject),
  parent: z.optional(
    z.nullable(
      z.looseObject({
        subscription_details: z.optional(
          z.nullable(z.looseObject({ subscription: z.nullable(stripeIdOrObject) })),
        ),
      }),
    ),
  ),
  status_transitions: z.looseObject({ paid_at: z.nullable(z.number()) }),
});
