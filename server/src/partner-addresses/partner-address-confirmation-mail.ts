import type { ComposedMail } from '../mail/composed-mail.ts';
import { layoutMail } from '../mail/mail-layout.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { singleLineText } from '../mail/single-line-text.ts';
import { confirmPartnerAddressUrl } from './partner-address-links.ts';

/** The subject names no one: whoever asked is a stranger to this address until it confirms. */
export const PARTNER_ADDRESS_CONFIRMATION_SUBJECT = 'Confirm your address for Mortgage Rate Notifier mail';

/**
 * Asks the owner of an address a partner entered (a form's business email, a web developer's
 * address) whether the partner may mail it. Nothing else goes to the address until its link's
 * page is confirmed. From MRN itself, not in the partner's name.
 */
export function partnerAddressConfirmationMail(
  settings: MailSettings,
  input: { addressId: string; email: string; businessName: string },
  now: Date,
): ComposedMail {
  const content = {
    heading: 'Confirm this address',
    paragraphs: [
      `"${singleLineText(input.businessName)}", a business using Mortgage Rate Notifier, entered this address ` +
        'for mail about their rate alert forms: a notice with the details of each new lead, or instructions ' +
        'for putting a form on their website.',
      'If that is you or your team, confirm within 7 days. If you do not know them, ignore this mail: ' +
        'nothing more will be sent to this address.',
    ],
    action: {
      label: 'Confirm this address',
      url: confirmPartnerAddressUrl(settings, input.addressId, now),
    },
    footer: [settings.postalAddress],
  };
  return layoutMail(input.email, PARTNER_ADDRESS_CONFIRMATION_SUBJECT, content);
}
