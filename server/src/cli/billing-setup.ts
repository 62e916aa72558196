// npm run billing:setup
// Creates the Professional product and its monthly and annual prices in the Stripe account of
// STRIPE_SECRET_KEY (test mode with an sk_test_ key), once: a second run finds them by lookup key.
// Prints the two price ids to set as STRIPE_PRICE_MONTHLY and STRIPE_PRICE_ANNUAL.

import { ensureProfessionalPrices } from '../billing/ensure-professional-prices.ts';
import { createStripeClient } from '../billing/stripe-client.ts';
import { loadConfig } from '../config.ts';
import { runCliCommand } from '../runtime/cli-command.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.STRIPE_SECRET_KEY) {
    console.error(
      'Set STRIPE_SECRET_KEY (sk_test_... for test mode) first; see "Billing" in docs/partners.md.',
    );
    return 2;
  }
  const stripe = createStripeClient(config.STRIPE_SECRET_KEY, config.STRIPE_API_URL);
  const result = await ensureProfessionalPrices(stripe);
  console.log(
    result.created.length === 0
      ? `The Professional plan already exists in Stripe (product ${result.product}).`
      : `Created in Stripe: ${result.created.join(' and ')} price of product ${result.product}.`,
  );
  console.log('Set these in the environment of the server:');
  console.log(`STRIPE_PRICE_MONTHLY=${result.prices.monthly}`);
  console.log(`STRIPE_PRICE_ANNUAL=${result.prices.annual}`);
  return 0;
}

runCliCommand(main);
