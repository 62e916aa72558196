import { EMAIL_CHANGE_UNDO_DAYS } from '@mrn/sdk/schemas';
import type { MailSettings } from '../mail/mail-settings.ts';
import { signToken } from '../mail/signed-token.ts';

/** Where account/email-change-undo-routes.ts answers, as the composition root (app.ts) mounts it. */
export const EMAIL_CHANGE_UNDO_MOUNT = '/api/account-email';
export const EMAIL_CHANGE_UNDO_PATH = '/undo';

export const EMAIL_CHANGE_UNDO_MS = EMAIL_CHANGE_UNDO_DAYS * 24 * 3600_000;

/** The "This wasn't me" link in the mail to the old address: signed, good for EMAIL_CHANGE_UNDO_DAYS from the request. */
export function emailChangeUndoUrl(settings: MailSettings, changeId: string, requestedAt: Date): string {
  const token = signToken(settings.secret, {
    purpose: 'email_change_undo',
    subject: changeId,
    expiresAt: requestedAt.getTime() + EMAIL_CHANGE_UNDO_MS,
  });
  return `${settings.publicUrl}${EMAIL_CHANGE_UNDO_MOUNT}${EMAIL_CHANGE_UNDO_PATH}?token=${token}`;
}
