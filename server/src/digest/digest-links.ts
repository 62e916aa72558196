import type { MailSettings } from '../mail/mail-settings.ts';
import { signToken } from '../mail/signed-token.ts';

/** The digest's own unsubscribe link (and List-Unsubscribe URL). Never expires, like alerts'. */
export function unsubscribeDigestUrl(settings: MailSettings, userId: string): string {
  const token = signToken(settings.secret, { purpose: 'digest_unsubscribe', subject: userId });
  return `${settings.publicUrl}/api/digest/unsubscribe?token=${token}`;
}

/** `Weekly rate digest <weekly-digest.example.com>` from the public URL's host name. */
export function digestListId(publicUrl: string): string {
  return `Weekly rate digest <weekly-digest.${new URL(publicUrl).hostname}>`;
}
