import {
  stripeCheckoutSessionFieldsSchema,
  stripeEventEnvelopeSchema,
  stripeInvoiceFieldsSchema,
  stripeSubscriptionFieldsSchema,
} from '@mrn/sdk/schemas';
import type Stripe from 'stripe';

/** Which fields each event type's object must have for us to read it. */
const OBJECT_FIELDS: Record<string, { safeParse(value: unknown): { success: boolean } }> = {
  'customer.subscription.created': stripeSubscriptionFieldsSchema,
  'customer.subscription.updated': stripeSubscriptionFieldsSchema,
  'customer.subscription.deleted': stripeSubscriptionFieldsSchema,
  'checkout.session.completed': stripeCheckoutSessionFieldsSchema,
  'invoice.paid': stripeInvoiceFieldsSchema,
  'invoice.payment_failed': stripeInvoiceFieldsSchema,
};

/**
 * Why a signed event cannot be read (its object lacks a field we read, e.g. a subscription
 * without `items`), or undefined when it can. Such an event is stored and answered `ignored`:
 * Stripe would send it again and again for a 500 that no retry can fix.
 */
export function unreadableReason(event: Stripe.Event): string | undefined {
  if (!stripeEventEnvelopeSchema.safeParse(event).success) return 'not a Stripe event';
  const fields = OBJECT_FIELDS[event.type];
  if (fields && !fields.safeParse(event.data.object).success) return `a ${event.type} object we cannot read`;
  return undefined;
}

/** Why a subscription Stripe answered cannot be read, or undefined when it can. */
export function unreadableSubscription(subscription: unknown): string | undefined {
  return stripeSubscriptionFieldsSchema.safeParse(subscription).success
    ? undefined
    : 'a subscription we cannot read';
}
