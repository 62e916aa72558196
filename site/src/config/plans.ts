import {
  type BillingPeriod,
  DEFAULT_BILLING_PERIOD,
  PROFESSIONAL_PRICE_CENTS,
} from '@mrn/sdk/schemas/billing';

const dollars = (cents: number) => `$${cents / 100}`;

/** Plans and prices of spec §9 (amounts from PROFESSIONAL_PRICE_CENTS, which Stripe's prices are made from). */
export const PLANS = {
  free: {
    name: 'Homebuyers',
    price: 'FREE Forever',
    features: ['Unlimited rate alert messages', 'Up to 3 rate targets at once', 'Rate history'],
    buttonLabel: 'Get Free Rate Alerts',
  },
  professional: {
    name: 'Professionals',
    monthly: { price: dollars(PROFESSIONAL_PRICE_CENTS.monthly), period: '/month' },
    annual: {
      price: dollars(PROFESSIONAL_PRICE_CENTS.annual),
      period: '/yr',
      originalPrice: dollars(PROFESSIONAL_PRICE_CENTS.annualWithoutDiscount),
      badge: 'Save 20%',
    },
    features: [
      'Everything in Free',
      'Up to 20 rate targets',
      'White-label lead-gen widgets',
      'Unlimited leads',
      'CSV export',
      'Priority support',
    ],
    buttonLabel: 'Free 14-Day Trial',
    terms: 'No setup fees, cancel anytime.',
  },
} as const;

/** The home page's toggle and the console's Upgrade start on the same period (annual). */
export const DEFAULT_BILLING: BillingPeriod = DEFAULT_BILLING_PERIOD;
export type { BillingPeriod };
