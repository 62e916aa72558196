import { ApiFailure } from '../http/errors.ts';
import { billingProviderFailure } from './billing-provider-failure.ts';
import { type CheckoutDeps, storedCustomer } from './start-checkout.ts';

/** The Billing customer portal (card, invoices, monthly or annual, cancel) for a partner who has paid. */
export async function openBillingPortal(
  deps: Pick<CheckoutDeps, 'db' | 'stripe' | 'consoleUrl'>,
  partnerId: string,
): Promise<string> {
  const customerId = await storedCustomer(deps.db, partnerId);
  if (!customerId) {
    throw new ApiFailure(409, 'no_billing_account', 'There is nothing to manage yet: upgrade first.');
  }
  try {
    const session = await deps.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: deps.consoleUrl,
    });
    return session.url;
  } catch (error) {
    throw billingProviderFailure(error);
  }
}
