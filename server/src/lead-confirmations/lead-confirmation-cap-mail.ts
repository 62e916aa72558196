import type { ComposedMail } from '../mail/composed-mail.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { singleLineText } from '../mail/single-line-text.ts';

export const LEAD_CONFIRMATION_CAP_SUBJECT = 'Your forms reached today’s cap on lead confirmation mails';

export interface LeadConfirmationCapMailInput {
  to: string;
  businessName: string;
  day: string;
  /** The account's total, when its cap was reached. */
  account: { sent: number; refused: number; cap: number } | null;
  /** Each form whose own cap was reached. */
  forms: { name: string; id: string; sent: number; refused: number; cap: number }[];
}

/** Tells a partner, once a day, that leads came in past a daily cap and their confirmations were not sent. */
export function leadConfirmationCapMail(
  settings: MailSettings,
  input: LeadConfirmationCapMailInput,
): ComposedMail {
  const lines = [
    ...(input.account
      ? [
          `All your forms together: ${input.account.sent} sent, ${input.account.refused} not sent ` +
            `(cap ${input.account.cap} a day).`,
        ]
      : []),
    ...input.forms.map(
      (form) =>
        `Form "${singleLineText(form.name)}" (${form.id}): ${form.sent} sent, ${form.refused} not sent ` +
        `(cap ${form.cap} a day).`,
    ),
  ];
  const content = {
    heading: 'Lead confirmation mails paused until tomorrow',
    paragraphs: [
      `Every lead gets a mail asking them to confirm their rate alert. On ${input.day} (UTC) your forms ` +
        'reached the daily cap of these mails, so the leads that came after it are stored and listed in your ' +
        'console, but were not asked to confirm.',
      lines.join('\n'),
      'If you did not expect this many leads, someone may be submitting addresses through your form: list your ' +
        'own websites under "Allowed sites" in the form builder so that other pages cannot use it. The caps start ' +
        'again at midnight UTC, and the console shows today’s counts under Forms.',
    ],
    action: { label: 'Open your forms', url: `${settings.appUrl}/partner/forms` },
    footer: [
      `Sent to ${singleLineText(input.businessName)} by Mortgage Rate Notifier.`,
      settings.postalAddress,
    ],
  };
  return layoutMail(input.to, LEAD_CONFIRMATION_CAP_SUBJECT, content);
}
