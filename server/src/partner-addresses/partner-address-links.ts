import { CONFIRMATION_LINK_LIFETIME_MS } from '../mail/alert-links.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { signToken } from '../mail/signed-token.ts';

/** Where partner-addresses/routes.ts answers, as the composition root (app.ts) mounts it. */
const PARTNER_ADDRESS_CONFIRM_PATH = '/api/partner-addresses/confirm';

/** The link in the address confirmation mail; valid as long as an alert's confirmation link. */
export function confirmPartnerAddressUrl(settings: MailSettings, addressId: string, now: Date): string {
  const token = signToken(settings.secret, {
    purpose: 'partner_address_confirm',
    subject: addressId,
    expiresAt: now.getTime() + CONFIRMATION_LINK_LIFETIME_MS,
  });
  return `${settings.publicUrl}${PARTNER_ADDRESS_CONFIRM_PATH}?token=${token}`;
}
