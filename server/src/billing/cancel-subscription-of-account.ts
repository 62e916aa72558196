import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { ApiFailure } from '../http/errors.ts';
import { billingProviderFailure } from './billing-provider-failure.ts';
import { billingSettingsOf, createStripeClient } from './stripe-client.ts';

const STILL_CHARGED = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'];

/**
 * Before an account is deleted, its partner's Stripe subscription is cancelled at once, so nobody
 * is charged for an account that no longer exists. Stripe's "deleted" event then settles the
 * stored state as usual. Throws 502 `billing_unavailable` when Stripe cannot be reached, so the
 * account is not deleted while its subscription still runs.
 */
export async function cancelSubscriptionOfAccount(
  db: DatabaseExecutor,
  config: Config,
  userId: string,
): Promise<boolean> {
  const [row] = await queryRows<{ subscription_id: string }>(
    db,
    sql`SELECT b.subscription_id FROM billing_customers b JOIN partners p ON p.id = b.partner_id
         WHERE p.user_id = ${userId}::uuid AND b.subscription_id IS NOT NULL
           AND b.subscription_status = ANY(${`{${STILL_CHARGED.join(',')}}`}::text[])`,
  );
  if (!row) return false;
  const settings = billingSettingsOf(config);
  if (!settings) {
    throw new ApiFailure(
      503,
      'billing_not_configured',
      'Your Pro subscription could not be cancelled because billing is switched off on this installation. ' +
        'Please contact us, and we will cancel it and delete the account.',
    );
  }
  try {
    await createStripeClient(settings.secretKey, settings.apiUrl).subscriptions.cancel(row.subscription_id);
  } catch (error) {
    throw billingProviderFailure(error);
  }
  return true;
}
