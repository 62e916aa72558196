import { type BillingPeriod, DEFAULT_BILLING_PERIOD } from '@mrn/sdk/schemas/billing';

/** Plans and prices of spec §9. Annual is 20% off twelve monthly payments ($84 -> $67). */
export const PLANS = {
  free: {
    name: 'Homebuyers',
    price: 'FREE Forever',
    features: ['Unlimited rate alert messages', 'Up to 3 rate targets at once', 'Rate history'],
    buttonLabel: 'Get Free Rate Alerts',
  },
  professional: {
    name: 'Professionals',
    monthly: { price: '$7', period: '/month' },
    annual: { price: '$67', period: '/yr', originalPrice: '$84', badge: 'Save 20%' },
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
