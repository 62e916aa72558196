import type { ComposedMail } from '../mail/composed-mail.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';

export interface WebhookDisabledMailInput {
  to: string;
  businessName: string;
  endpoint: { url: string; disabledAt: Date; reason: string | null };
}

/** The partner's console page where a disabled endpoint is enabled again. */
export function webhooksConsoleUrl(settings: MailSettings): string {
  return `${settings.appUrl.replace(/\/$/, '')}/partner/webhooks`;
}

/**
 * Tells a partner their webhook endpoint was switched off after persistent failure: which one,
 * why (the last delivery's error), and how to switch it on again. Events are kept meanwhile.
 */
export function webhookDisabledMail(settings: MailSettings, input: WebhookDisabledMailInput): ComposedMail {
  const { endpoint } = input;
  const content = {
    heading: 'Your webhook endpoint was disabled',
    paragraphs: [
      `We stopped sending events to ${endpoint.url} on ${endpoint.disabledAt.toISOString()} because ` +
        'every delivery attempt to it failed for 24 hours.',
      `Last error: ${endpoint.reason ?? 'not recorded'}`,
      'To start again, fix the receiver (it must answer 2xx within 10 seconds), then open the webhooks page of ' +
        'your partner console and press "Enable again". You can send a test event from there to check it.',
    ],
    action: { label: 'Open the webhooks page', url: webhooksConsoleUrl(settings) },
    footer: [`Sent to ${input.businessName} by Mortgage Rate Notifier.`, settings.postalAddress],
  };
  return layoutMail(input.to, `Webhook disabled: ${endpoint.url}`, content);
}
