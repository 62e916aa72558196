import Stripe from 'stripe';
import type { Config } from '../config.ts';

/**
 * The Stripe API version every call and every webhook event is read in. Pinned to the version
 * the `stripe` package (23.1.0) was generated for: its TypeScript types describe exactly this
 * version's objects (subscription periods on the items, an invoice's subscription under
 * `parent.subscription_details`), so the compiler checks what we read. Create the webhook endpoint
 * with the same version (docs/partners.md, "Billing"); change both together when upgrading the package.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** Stripe settings, present only when billing is set up on this installation. */
export interface BillingSettings {
  secretKey: string;
  webhookSecret: string;
  prices: { monthly: string; annual: string };
  apiUrl: string | undefined;
}

/** The billing settings, or undefined when any of the four required ones is missing. */
export function billingSettingsOf(config: Config): BillingSettings | undefined {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_MONTHLY || !STRIPE_PRICE_ANNUAL)
    return undefined;
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: { monthly: STRIPE_PRICE_MONTHLY, annual: STRIPE_PRICE_ANNUAL },
    apiUrl: config.STRIPE_API_URL,
  };
}

/**
 * Logged once at start on an installation without Stripe: the operator's way to turn billing on. The
 * partner reads BILLING_NOT_CONFIGURED_MESSAGE (sdk) instead, which names no setting.
 */
export const BILLING_OFF_LOG =
  'billing is off: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_ANNUAL ' +
  '("Billing" in docs/partners.md) to sell the Pro plan; until then change plans with npm run partner:plan';

/** A Stripe client with the pinned version, pointed at STRIPE_API_URL when set. */
export function createStripeClient(secretKey: string, apiUrl: string | undefined): Stripe {
  const target = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: 'Mortgage Rate Notifier' },
    ...(target && {
      protocol: target.protocol === 'http:' ? 'http' : 'https',
      host: target.hostname,
      port: target.port || (target.protocol === 'http:' ? 80 : 443),
    }),
  });
}
