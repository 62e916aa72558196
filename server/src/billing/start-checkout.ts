import { createHash } from 'node:crypto';
import type { BillingPeriod } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { type Database, queryRows } from '../db/client.ts';
import { ApiFailure } from '../http/errors.ts';
import { billingProviderFailure } from './billing-provider-failure.ts';
import { loadPlanState } from './plan-record.ts';
import type { BillingSettings } from './stripe-client.ts';

/** Stripe refuses a subscription trial that ends within 48 hours of Checkout. */
const SHORTEST_TRIAL_MS = 48 * 60 * 60 * 1000 + 60 * 1000;

export const ALREADY_SUBSCRIBED =
  'Your plan is already paid for. Use Manage billing to switch between monthly and annual or to cancel.';

export interface CheckoutDeps {
  db: Database;
  stripe: Stripe;
  settings: BillingSettings;
  /** Where Stripe sends the browser back: the partner console. */
  consoleUrl: string;
  now: Date;
}

export interface CheckoutPartner {
  id: string;
  name: string;
  /** The account's proven address: Stripe's receipts go there. */
  email: string;
}

/**
 * The idempotency key of a new customer: the partner and a hash of what is sent. Stripe refuses a
 * key reused with other parameters for 24 hours (400 idempotency_error), so a key of the partner
 * alone would block Upgrade for a day after a failed Checkout once the partner changed their
 * address or name; the same click twice still sends the same key.
 */
function customerKey(params: { email: string; name: string; metadata: { partner_id: string } }): string {
  const sent = createHash('sha256')
    .update(JSON.stringify([params.email, params.name]))
    .digest('base64url')
    .slice(0, 22);
  return `mrn-partner-customer-${params.metadata.partner_id}-${sent}`;
}

export async function storedCustomer(db: Database, partnerId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ customer_id: string }>(
    db,
    sql`SELECT customer_id FROM billing_customers WHERE partner_id = ${partnerId}::uuid`,
  );
  return row?.customer_id;
}

/**
 * Opens Stripe Checkout (subscription mode) for one of the two prices and answers its URL. Paying
 * during our trial keeps the trial: the subscription's own trial ends when ours would, so the
 * first charge falls on that day. One Stripe customer per partner, however many clicks: an
 * existing one is reused, and a new one is made with an idempotency key named after the partner
 * and what is sent (two clicks at once get the same customer back). The customer is stored only
 * once Checkout has opened, so a Stripe failure leaves nothing half-made on our side (502
 * billing_unavailable).
 */
export async function startCheckout(
  deps: CheckoutDeps,
  partner: CheckoutPartner,
  period: BillingPeriod,
): Promise<string> {
  const { db, stripe, now } = deps;
  const state = await loadPlanState(db, partner.id, now);
  if (state?.state === 'active' || state?.state === 'past_due') {
    throw new ApiFailure(409, 'already_subscribed', ALREADY_SUBSCRIBED);
  }
  const trialEndsAt = state?.state === 'trial' ? state.trialEndsAt : null;
  const keepTrial = trialEndsAt !== null && trialEndsAt.getTime() - now.getTime() >= SHORTEST_TRIAL_MS;
  try {
    const customerParams = { email: partner.email, name: partner.name, metadata: { partner_id: partner.id } };
    const customerId =
      (await storedCustomer(db, partner.id)) ??
      (await stripe.customers.create(customerParams, { idempotencyKey: customerKey(customerParams) })).id;
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: partner.id,
      line_items: [{ price: deps.settings.prices[period], quantity: 1 }],
      subscription_data: {
        metadata: { partner_id: partner.id },
        ...(keepTrial && trialEndsAt && { trial_end: Math.floor(trialEndsAt.getTime() / 1000) }),
      },
      metadata: { partner_id: partner.id },
      success_url: `${deps.consoleUrl}?billing=success`,
      cancel_url: `${deps.consoleUrl}?billing=cancelled`,
    });
    if (!session.url)
      throw new ApiFailure(502, 'billing_unavailable', 'Checkout did not open. Please try again.');
    await db.execute(
      sql`INSERT INTO billing_customers (partner_id, customer_id, created_at)
          VALUES (${partner.id}::uuid, ${customerId}, ${now.toISOString()}::timestamptz)
          ON CONFLICT (partner_id) DO NOTHING`,
    );
    return session.url;
  } catch (error) {
    throw billingProviderFailure(error);
  }
}
