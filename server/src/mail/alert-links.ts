import type { MailSettings } from './mail-settings.ts';
import { signToken } from './signed-token.ts';

/** How long a double opt-in link stays valid. */
export const CONFIRMATION_LINK_LIFETIME_MS = 7 * 24 * 3600 * 1000;

export function confirmAlertUrl(settings: MailSettings, alertId: string, now: Date): string {
  const token = signToken(settings.secret, {
    purpose: 'confirm',
    subject: alertId,
    expiresAt: now.getTime() + CONFIRMATION_LINK_LIFETIME_MS,
  });
  return `${settings.publicUrl}/api/alerts/confirm?token=${token}`;
}

/** Never expires: an unsubscribe link in a year-old mail must still work. */
export function unsubscribeAlertUrl(settings: MailSettings, alertId: string): string {
  const token = signToken(settings.secret, { purpose: 'unsubscribe', subject: alertId });
  return `${settings.publicUrl}/api/alerts/unsubscribe?token=${token}`;
}
