// Stripe API objects as Stripe serialises them in API version 2026-10-28.endive (the version
// billing/stripe-client.ts pins), written by hand for the tests: only ids, amounts and times vary.

export type StripeObject = Record<string, unknown>;

export interface PriceFixture {
  id: string;
  product: string;
  lookupKey: string;
  unitAmount: number;
  interval: 'month' | 'year';
}

export function productObject(id: string, name: string, created: number): StripeObject {
  return {
    id,
    object: 'product',
    active: true,
    attributes: [],
    created,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: created,
    url: null,
  };
}

export function priceObject(price: PriceFixture, created: number): StripeObject {
  return {
    id: price.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: price.lookupKey,
    metadata: {},
    nickname: null,
    product: price.product,
    recurring: {
      interval: price.interval,
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: price.unitAmount,
    unit_amount_decimal: String(price.unitAmount),
  };
}

export function customerObject(
  id: string,
  fields: { email: string | null; name: string | null; metadata: Record<string, string> },
  created: number,
): StripeObject {
  return {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: fields.email,
    invoice_prefix: id.slice(-8).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: fields.metadata,
    name: fields.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export interface SubscriptionFixture {
  id: string;
  customer: string;
  price: PriceFixture;
  status: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  metadata: Record<string, string>;
}

export function subscriptionObject(subscription: SubscriptionFixture): StripeObject {
  return {
    id: subscription.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: subscription.periodEnd,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_thresholds: null,
    cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: subscription.canceledAt,
    cancellation_details: {
      comment: null,
      feedback: null,
      reason: subscription.canceledAt ? 'cancellation_requested' : null,
    },
    collection_method: 'charge_automatically',
    created: subscription.created,
    currency: 'usd',
    customer: subscription.customer,
    days_until_due: null,
    default_payment_method: 'pm_1SampleCardVisa4242',
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: subscription.endedAt,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id.slice(4)}`,
          object: 'subscription_item',
          billing_thresholds: null,
          created: subscription.created,
          current_period_end: subscription.periodEnd,
          current_period_start: subscription.periodStart,
          discounts: [],
          metadata: {},
          price: priceObject(subscription.price, subscription.created),
          quantity: 1,
          subscription: subscription.id,
          tax_rates: [],
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: subscription.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: subscription.created,
    status: subscription.status,
    test_clock: null,
    transfer_data: null,
    trial_end: subscription.trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: subscription.trialEnd ? subscription.created : null,
  };
}

export function invoiceObject(fields: {
  id: string;
  customer: string;
  subscription: string;
  status: 'paid' | 'open';
  amount: number;
  created: number;
  paidAt: number | null;
  attempted: boolean;
}): StripeObject {
  return {
    id: fields.id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Mortgage Rate Notifier',
    amount_due: fields.amount,
    amount_paid: fields.status === 'paid' ? fields.amount : 0,
    amount_remaining: fields.status === 'paid' ? 0 : fields.amount,
    attempt_count: fields.attempted ? 1 : 0,
    attempted: fields.attempted,
    auto_advance: fields.status !== 'paid',
    billing_reason: 'subscription_cycle',
    collection_method: 'charge_automatically',
    created: fields.created,
    currency: 'usd',
    customer: fields.customer,
    customer_email: null,
    hosted_invoice_url: null,
    lines: {
      object: 'list',
      data: [],
      has_more: false,
      total_count: 0,
      url: `/v1/invoices/${fields.id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: fields.status === 'paid' ? null : fields.created + 3 * 24 * 60 * 60,
    number: `MRN-${fields.id.slice(-6).toUpperCase()}`,
    parent: {
      quote_details: null,
      subscription_details: { metadata: {}, subscription: fields.subscription },
      type: 'subscription_details',
    },
    period_end: fields.created,
    period_start: fields.created,
    status: fields.status,
    status_transitions: {
      finalized_at: fields.created,
      marked_uncollectible_at: null,
      paid_at: fields.paidAt,
      voided_at: null,
    },
    subtotal: fields.amount,
    total: fields.amount,
  };
}

export function checkoutSessionObject(fields: {
  id: string;
  url: string;
  customer: string;
  clientReferenceId: string | null;
  subscription: string | null;
  status: 'open' | 'complete';
  successUrl: string;
  cancelUrl: string;
  created: number;
  metadata: Record<string, string>;
}): StripeObject {
  return {
    id: fields.id,
    object: 'checkout.session',
    allow_promotion_codes: null,
    amount_subtotal: null,
    amount_total: null,
    billing_address_collection: null,
    cancel_url: fields.cancelUrl,
    client_reference_id: fields.clientReferenceId,
    created: fields.created,
    currency: 'usd',
    customer: fields.customer,
    customer_email: null,
    expires_at: fields.created + 24 * 60 * 60,
    livemode: false,
    metadata: fields.metadata,
    mode: 'subscription',
    payment_status: fields.status === 'complete' ? 'paid' : 'unpaid',
    status: fields.status,
    subscription: fields.subscription,
    success_url: fields.successUrl,
    ui_mode: 'hosted',
    url: fields.status === 'open' ? fields.url : null,
  };
}

export function portalSessionObject(fields: {
  id: string;
  customer: string;
  returnUrl: string;
  url: string;
  created: number;
}): StripeObject {
  return {
    id: fields.id,
    object: 'billing_portal.session',
    configuration: 'bpc_1SampleDefaultConfig',
    created: fields.created,
    customer: fields.customer,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: fields.returnUrl,
    url: fields.url,
  };
}

/** A webhook event around an object (data.previous_attributes left out). */
export function eventObject(id: string, type: string, object: StripeObject, created: number): StripeObject {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
