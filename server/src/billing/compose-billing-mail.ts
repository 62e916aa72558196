import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import type { ClaimedMail, Composition } from '../outbox/index.ts';
import { paymentFailedMail, subscriptionEndedMail, trialEndingMail } from './billing-mail.ts';
import { loadPlanState } from './plan-record.ts';

/** Billing mails one partner address gets in a day at most, whatever happens at Stripe. */
export const BILLING_MAILS_PER_DAY = 3;

/**
 * A billing mail, from the plan as it is when the mail goes out: to the account's own address (the
 * one its owner proved by signing in; never a reply-to someone typed), and not at all when the news
 * is no longer true (paid meanwhile, trial already over) or the address had its day's share.
 */
export async function composeBillingMail(
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: ClaimedMail,
  now: Date,
): Promise<Composition> {
  if (!claimed.partnerId) return { action: 'cancel', reason: 'billing mail without a partner' };
  const [partner] = await queryRows<{ name: string; email: string | null }>(
    db,
    sql`SELECT p.name, u.email FROM partners p LEFT JOIN users u ON u.id = p.user_id
         WHERE p.id = ${claimed.partnerId}::uuid`,
  );
  if (!partner?.email) return { action: 'cancel', reason: 'partner has no account address' };
  const [{ sent }] = await queryRows<{ sent: number }>(
    db,
    sql`SELECT count(*)::int AS sent FROM mail_outbox
         WHERE partner_id = ${claimed.partnerId}::uuid AND status = 'sent'
           AND sent_at > ${new Date(now.getTime() - 24 * 3600 * 1000).toISOString()}::timestamptz`,
  );
  if (sent >= BILLING_MAILS_PER_DAY)
    return { action: 'cancel', reason: 'billing mail cap for the day reached' };
  const state = await loadPlanState(db, claimed.partnerId, now);
  const input = { to: partner.email, businessName: partner.name };
  if (claimed.kind === 'billing_trial_ending') {
    if (state?.state !== 'trial' || !state.trialEndsAt)
      return { action: 'cancel', reason: 'no longer in a trial' };
    return { action: 'send', mail: trialEndingMail(settings, { ...input, trialEndsAt: state.trialEndsAt }) };
  }
  if (claimed.kind === 'billing_payment_failed') {
    if (state?.state !== 'past_due') return { action: 'cancel', reason: 'the payment is no longer overdue' };
    return {
      action: 'send',
      mail: paymentFailedMail(settings, { ...input, graceEndsAt: state.graceEndsAt }),
    };
  }
  if (state?.state !== 'ended') return { action: 'cancel', reason: 'the plan is running again' };
  return { action: 'send', mail: subscriptionEndedMail(settings, input) };
}
