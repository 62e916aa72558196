import { PROFESSIONAL_PRICE_LOOKUP_KEYS } from '@mrn/sdk/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../test/support/fake-stripe.ts';
import { ensureProfessionalPrices } from './ensure-professional-prices.ts';
import { createStripeClient } from './stripe-client.ts';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

it('makes the product and both prices once, and finds them by lookup key on the next run', async () => {
  const stripe = createStripeClient('sk_test_billing_setup', fake.url);
  const first = await ensureProfessionalPrices(stripe);
  expect(first.created).toEqual(['monthly', 'annual']);
  expect(fake.products.size).toBe(1);
  const second = await ensureProfessionalPrices(stripe);
  expect(second).toEqual({ product: first.product, prices: first.prices, created: [] });
  expect(fake.products.size).toBe(1);
  expect(fake.calls.filter((call) => call === 'POST /v1/prices')).toHaveLength(2);
  const listed = await stripe.prices.list({ lookup_keys: Object.values(PROFESSIONAL_PRICE_LOOKUP_KEYS) });
  expect(
    Object.fromEntries(
      listed.data.map((price) => [price.lookup_key, [price.unit_amount, price.recurring?.interval]]),
    ),
  ).toEqual({ mrn_professional_monthly: [700, 'month'], mrn_professional_annual: [6700, 'year'] });
});
