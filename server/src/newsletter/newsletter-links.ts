import { CONFIRMATION_LINK_LIFETIME_MS } from '../mail/alert-links.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { signToken } from '../mail/signed-token.ts';

/** The link in the newsletter confirmation mail; valid as long as an alert's confirmation link. */
export function confirmNewsletterUrl(settings: MailSettings, subscriberId: string, now: Date): string {
  const token = signToken(settings.secret, {
    purpose: 'newsletter_confirm',
    subject: subscriberId,
    expiresAt: now.getTime() + CONFIRMATION_LINK_LIFETIME_MS,
  });
  return `${settings.publicUrl}/api/newsletter/confirm?token=${token}`;
}
