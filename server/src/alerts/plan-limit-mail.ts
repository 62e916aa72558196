import type { ComposedMail } from '../mail/composed-mail.ts';
import { NOT_FINANCIAL_ADVICE } from '../mail/disclaimer.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import type { ClaimedMail, Composition } from '../outbox/index.ts';
import { PLAN_LIMIT_MESSAGE } from './plan-limit.ts';

/** Sent instead of a confirmation when the address already holds its plan's alerts. */
export function planLimitMail(settings: MailSettings, email: string): ComposedMail {
  const content = {
    heading: 'Your rate alert was not set up',
    paragraphs: [
      'Someone, hopefully you, asked for another mortgage rate alert at this address, but it already has as ' +
        'many rate alerts as its plan allows, so no new alert was set up.',
      PLAN_LIMIT_MESSAGE,
      'Sign in to see and manage your alerts. If you did not ask for an alert, ignore this mail.',
    ],
    action: { label: 'Manage my alerts', url: `${settings.appUrl}/sign-in` },
    footer: [NOT_FINANCIAL_ADVICE, settings.postalAddress],
  };
  return layoutMail(email, 'Your mortgage rate alert was not set up', content);
}

/** The outbox row's notice, to the address it was queued for. */
export function composePlanLimitMail(settings: MailSettings, claimed: ClaimedMail): Composition {
  if (!claimed.recipient) return { action: 'cancel', reason: 'plan limit notice without a recipient' };
  return { action: 'send', mail: planLimitMail(settings, claimed.recipient) };
}
