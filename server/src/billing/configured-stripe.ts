import { BILLING_NOT_CONFIGURED_MESSAGE } from '@mrn/sdk/schemas';
import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import { ApiFailure } from '../http/errors.ts';
import { type BillingSettings, billingSettingsOf, createStripeClient } from './stripe-client.ts';

/** Stripe and its settings, on an installation where billing is set up. */
export interface ConfiguredStripe {
  settings: BillingSettings;
  stripe: Stripe;
}

/**
 * What a billing router needs of Stripe: whether it is set up, and the client for a call that
 * cannot go without it (any other request answers 503 `billing_not_configured`).
 */
export function stripeOfConfig(config: Config): { configured: boolean; require: () => ConfiguredStripe } {
  const settings = billingSettingsOf(config);
  const stripe = settings && createStripeClient(settings.secretKey, settings.apiUrl);
  return {
    configured: settings !== undefined,
    require() {
      if (!settings || !stripe)
        throw new ApiFailure(503, 'billing_not_configured', BILLING_NOT_CONFIGURED_MESSAGE);
      return { settings, stripe };
    },
  };
}
