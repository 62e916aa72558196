import { SIGN_IN_CHALLENGE_MINUTES } from '@mrn/sdk/schemas';
import type { ComposedMail } from '../mail/composed-mail.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';

export interface EmailChangeMailInput {
  /** The new address: the mail proves its owner asked for the change. */
  email: string;
  linkToken: string;
}

/** Sent to the new address; the change waits until its owner presses the button on the linked page. */
export function emailChangeMail(settings: MailSettings, input: EmailChangeMailInput): ComposedMail {
  const url = `${settings.appUrl}/confirm-email?token=${encodeURIComponent(input.linkToken)}`;
  const content = {
    heading: 'Confirm your new email address',
    paragraphs: [
      'Someone, hopefully you, asked to move a Mortgage Rate Notifier account and its rate alerts to this address.',
      `Open the link and press the button to confirm. It works once, for ${SIGN_IN_CHALLENGE_MINUTES} minutes. ` +
        'If you did not ask for this, ignore this mail: nothing changes.',
    ],
    action: { label: 'Confirm my new address', url },
    footer: [settings.postalAddress],
  };
  return layoutMail(input.email, 'Confirm your new email address', content);
}
