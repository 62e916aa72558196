import Stripe from 'stripe';
import { ApiFailure } from '../http/errors.ts';

export const BILLING_UNAVAILABLE =
  'We could not reach our payment provider, so nothing was started or charged. Please try again in a few minutes.';

/**
 * A Stripe call that failed, as the API answers it: 502 `billing_unavailable` with a sentence a
 * partner can act on (Stripe's own message names API details they cannot change). Anything that is
 * not a Stripe error is thrown on unchanged.
 */
export function billingProviderFailure(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeError) {
    return new ApiFailure(502, 'billing_unavailable', BILLING_UNAVAILABLE);
  }
  return error;
}
