import { EMAIL_CHANGE_UNDO_DAYS, SIGN_IN_CHALLENGE_MINUTES } from '@mrn/sdk/schemas';
import type { ComposedMail } from '../mail/composed-mail.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';

/** Fixed words: the new address is whoever asked's choice, so it stays out of the subject. */
export const EMAIL_CHANGE_NOTICE_SUBJECT = 'Your Mortgage Rate Notifier address is being changed';

export interface EmailChangeNoticeInput {
  /** The account's address when the change was asked for: where this mail goes. */
  oldEmail: string;
  newEmail: string;
  undoUrl: string;
}

/**
 * To the account's old address the moment a change is asked for: what is happening, and a "This
 * wasn't me" link (a page with a button) that undoes it for EMAIL_CHANGE_UNDO_DAYS days.
 */
export function emailChangeNoticeMail(settings: MailSettings, input: EmailChangeNoticeInput): ComposedMail {
  const content = {
    heading: 'Your address is being changed',
    paragraphs: [
      `Someone signed in to your Mortgage Rate Notifier account asked to move it, and its rate alerts, from ` +
        `${input.oldEmail} to ${input.newEmail}. The change happens when the link we sent to ${input.newEmail} ` +
        `is followed (within ${SIGN_IN_CHALLENGE_MINUTES} minutes).`,
      'If this was you, there is nothing more to do here.',
      `If it was not you, press "This wasn't me" within ${EMAIL_CHANGE_UNDO_DAYS} days: we keep or put back ` +
        'this address, sign out every device, cancel the change and revoke any API key made since it was asked for. ' +
        'Then sign in again with this address.',
    ],
    action: { label: "This wasn't me", url: input.undoUrl },
    footer: [settings.postalAddress],
  };
  return layoutMail(input.oldEmail, EMAIL_CHANGE_NOTICE_SUBJECT, content);
}
