import {
  type BillingPeriod,
  PROFESSIONAL_PRICE_CENTS,
  PROFESSIONAL_PRICE_LOOKUP_KEYS,
} from '@mrn/sdk/schemas';
import type Stripe from 'stripe';

const PRODUCT_NAME = 'Mortgage Rate Notifier Professional';
const INTERVALS: Record<BillingPeriod, 'month' | 'year'> = { monthly: 'month', annual: 'year' };

export interface ProfessionalPrices {
  product: string;
  prices: Record<BillingPeriod, string>;
  /** The periods whose price this run made (empty when everything existed already). */
  created: BillingPeriod[];
}

/**
 * The Professional plan in Stripe: one product and its monthly and annual prices, found by their
 * lookup keys, so running it again makes nothing new. What is missing is made: the product (with
 * an idempotency key, so a retried run does not make two) and each missing price, in US dollars.
 */
export async function ensureProfessionalPrices(stripe: Stripe): Promise<ProfessionalPrices> {
  const periods = Object.keys(INTERVALS) as BillingPeriod[];
  const existing = await stripe.prices.list({
    lookup_keys: periods.map((period) => PROFESSIONAL_PRICE_LOOKUP_KEYS[period]),
    active: true,
    limit: 10,
  });
  const found = new Map(existing.data.map((price) => [price.lookup_key, price]));
  const productOf = (price: Stripe.Price) =>
    typeof price.product === 'string' ? price.product : price.product.id;
  const anyPrice = existing.data[0];
  const product = anyPrice
    ? productOf(anyPrice)
    : (
        await stripe.products.create(
          { name: PRODUCT_NAME, metadata: { mrn: 'professional' } },
          { idempotencyKey: 'mrn-billing-setup-professional-product' },
        )
      ).id;
  const prices = {} as Record<BillingPeriod, string>;
  const created: BillingPeriod[] = [];
  for (const period of periods) {
    const lookupKey = PROFESSIONAL_PRICE_LOOKUP_KEYS[period];
    const price =
      found.get(lookupKey) ??
      (await stripe.prices.create(
        {
          product,
          currency: 'usd',
          unit_amount: PROFESSIONAL_PRICE_CENTS[period],
          recurring: { interval: INTERVALS[period] },
          lookup_key: lookupKey,
          nickname: `Professional, ${period}`,
        },
        { idempotencyKey: `mrn-billing-setup-${lookupKey}` },
      ));
    if (!found.has(lookupKey)) created.push(period);
    prices[period] = price.id;
  }
  return { product, prices, created };
}
