import type { ComposedMail } from '../mail/composed-mail.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { confirmNewsletterUrl } from './newsletter-links.ts';

/** Double opt-in for the newsletter: nothing else is sent to the address until this link is followed. */
export function newsletterConfirmationMail(
  settings: MailSettings,
  subscriber: { id: string; email: string },
  now: Date,
): ComposedMail {
  const content = {
    heading: 'Confirm your newsletter subscription',
    paragraphs: [
      'Someone, hopefully you, asked for the Mortgage Rate Notifier newsletter at this address: tips for ' +
        'homebuyers and product news.',
      'Please confirm within 7 days to start receiving it. If you did not ask for it, ignore this mail: ' +
        'nothing more will be sent.',
    ],
    action: { label: 'Confirm my subscription', url: confirmNewsletterUrl(settings, subscriber.id, now) },
    footer: [settings.postalAddress],
  };
  return layoutMail(subscriber.email, 'Confirm your newsletter subscription', content);
}
