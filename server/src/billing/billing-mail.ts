import { formatLongDate } from '@mrn/sdk/finance/display-format';
import type { ComposedMail } from '../mail/composed-mail.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';

/**
 * The console's overview, where the plan card's Upgrade and Manage billing buttons are. Mail links
 * go there, never to Stripe: opening it changes nothing (scanner-safe), and a portal session is
 * made only when the signed-in partner presses the button.
 */
export function billingConsoleUrl(settings: MailSettings): string {
  return `${settings.appUrl.replace(/\/$/, '')}/partner`;
}

interface BillingMailInput {
  to: string;
  businessName: string;
}

const footer = (settings: MailSettings, input: BillingMailInput) => [
  `Sent to ${input.businessName} about its Mortgage Rate Notifier plan. Receipts and invoices come from Stripe, our payment provider.`,
  settings.postalAddress,
];

/** The UTC day of `moment` as 'March 15, 2027', in the calculators' own long date format. */
const longDate = (moment: Date) => formatLongDate(moment.toISOString().slice(0, 10));

/** Three days before the trial ends, once: what ends, what stays, and how to keep Pro. */
export function trialEndingMail(
  settings: MailSettings,
  input: BillingMailInput & { trialEndsAt: Date },
): ComposedMail {
  return layoutMail(input.to, 'Your Pro trial ends in 3 days', {
    heading: 'Your Pro trial ends in 3 days',
    paragraphs: [
      `Your 14-day Pro trial ends on ${longDate(input.trialEndsAt)}.`,
      'After that your forms keep working and your leads stay yours, but the forms show Mortgage Rate Notifier ' +
        'branding again, CSV export, API keys and webhooks stop, and you can keep 3 rate alerts instead of 20.',
      'To keep Pro, open your partner console and press Upgrade. If you pay before the trial ends, the first ' +
        'charge falls on the day the trial would have ended.',
    ],
    action: { label: 'Open your partner console', url: billingConsoleUrl(settings) },
    footer: footer(settings, input),
  });
}

/** A renewal payment failed: Pro stays for the grace period; the card is fixed in the portal. */
export function paymentFailedMail(
  settings: MailSettings,
  input: BillingMailInput & { graceEndsAt: Date },
): ComposedMail {
  return layoutMail(input.to, 'Your payment for Mortgage Rate Notifier Pro failed', {
    heading: 'We could not take your payment',
    paragraphs: [
      'The payment for your Pro plan did not go through. Nothing has changed yet: Pro stays on until ' +
        `${longDate(input.graceEndsAt)} while you fix it.`,
      'Open your partner console and press Manage billing to update your card; the payment is then taken again. ' +
        'If it is still unpaid by that date, your plan ends: forms keep working with our branding, and your leads ' +
        'are kept.',
    ],
    action: { label: 'Open your partner console', url: billingConsoleUrl(settings) },
    footer: footer(settings, input),
  });
}

/** The subscription has ended (cancelled at period end, or unpaid after the grace period). */
export function subscriptionEndedMail(settings: MailSettings, input: BillingMailInput): ComposedMail {
  return layoutMail(input.to, 'Your Mortgage Rate Notifier Pro plan has ended', {
    heading: 'Your Pro plan has ended',
    paragraphs: [
      'Your forms keep working and every lead is still in your console, but the forms now show Mortgage Rate ' +
        'Notifier branding, and CSV export, API keys and webhooks are off.',
      'You can subscribe again at any time from your partner console; Pro comes back at once.',
    ],
    action: { label: 'Open your partner console', url: billingConsoleUrl(settings) },
    footer: footer(settings, input),
  });
}
