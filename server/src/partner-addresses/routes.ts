import type { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { confirmationLinkRoutes } from '../http/confirmation-link-routes.ts';
import { badLinkPage, type PageContent } from '../mail/mail-link-page.ts';
import { confirmPartnerAddress, type PartnerAddressConfirmOutcome } from './confirm-partner-address.ts';

const BAD_LINK = badLinkPage('ask the business that entered your address to send a new one.', {
  expires: true,
});

const CONFIRM_PAGES: Record<Exclude<PartnerAddressConfirmOutcome, 'not_found'>, PageContent> = {
  confirmed: {
    title: 'Address confirmed',
    message: 'Thank you. Mail about this business’s rate alert forms can now come to this address.',
  },
  already_confirmed: {
    title: 'Already confirmed',
    message: 'This address was confirmed before. There is nothing more to do.',
  },
};

/**
 * GET /api/partner-addresses/confirm?token=: a page with a button; its POST confirms that the
 * address's owner accepts mail about a partner's forms. Nothing changes on GET: mail scanners
 * and link previews open every link in a mail.
 */
export function partnerAddressLinkRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Hono<AppEnv> {
  return confirmationLinkRoutes(deps, {
    purpose: 'partner_address_confirm',
    badLink: BAD_LINK,
    ask: {
      summary: 'Address confirmation page (link in the mail to a partner’s business or developer address)',
      title: 'Confirm this address?',
      message:
        'Press the button to confirm that this business may send mail about its rate alert forms (new leads, ' +
        'install instructions) to this address.',
      buttonLabel: 'Confirm this address',
    },
    confirm: {
      summary: 'Confirm an address a partner entered',
      outcomes: 'Confirming twice says it is already confirmed.',
      answer: 'A page that says the address is confirmed.',
      run: (addressId, now) => confirmPartnerAddress(deps.db, addressId, now),
      pages: CONFIRM_PAGES,
    },
  });
}
