import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import type { ClaimedMail, Composition } from '../outbox/index.ts';
import { newsletterConfirmationMail } from './newsletter-confirmation-mail.ts';

/** The confirmation mail for the subscriber at the row's recipient, unless already confirmed. */
export async function composeNewsletterConfirmationMail(
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: ClaimedMail,
  now: Date,
): Promise<Composition> {
  const [subscriber] = claimed.recipient
    ? await queryRows<{ id: string; email: string; confirmed: boolean }>(
        db,
        sql`SELECT id::text AS id, email, confirmed_at IS NOT NULL AS confirmed
              FROM newsletter_subscribers WHERE email = ${claimed.recipient}`,
      )
    : [];
  if (!subscriber) return { action: 'cancel', reason: 'newsletter subscriber no longer exists' };
  if (subscriber.confirmed) return { action: 'cancel', reason: 'newsletter subscription already confirmed' };
  return { action: 'send', mail: newsletterConfirmationMail(settings, subscriber, now) };
}
