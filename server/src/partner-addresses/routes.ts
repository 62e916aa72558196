import {
  addressConfirmationAcceptedSchema,
  addressConfirmationRequestSchema,
  partnerLeadMailSchema,
} from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { queryRows } from '../db/client.ts';
import { type AppDeps, systemClock } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { confirmationLinkRoutes } from '../http/confirmation-link-routes.ts';
import { apiError } from '../http/errors.ts';
import type { PartnerEnv } from '../http/partner-env.ts';
import { validate } from '../http/validate.ts';
import { badLinkPage, type PageContent } from '../mail/mail-link-page.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { confirmPartnerAddress, type PartnerAddressConfirmOutcome } from './confirm-partner-address.ts';
import { partnerLeadMailStatus } from './lead-mail-status.ts';
import { requestPartnerAddressConfirmation } from './request-address-confirmation.ts';

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

const NOT_A_BUSINESS_EMAIL = 'None of your forms uses this address as its business email.';
const CONFIRMATIONS_USED =
  'This address has had as many confirmation mails today as we send, or your account has sent its ' +
  'confirmations for today. Please try again tomorrow.';

/** GET /api/partner/lead-mail and POST /api/partner/lead-mail/confirmations, inside the partner API. */
export function leadMailRoutes(deps: Pick<AppDeps, 'db' | 'clock'>): Hono<PartnerEnv> {
  const clock = deps.clock ?? systemClock;
  return new Hono<PartnerEnv>()
    .get(
      '/',
      describeOperation({
        audience: 'Partner API',
        summary: 'Where your lead mail goes, and today’s lead confirmation mails',
        description:
          'New-lead mail goes only to addresses you proved: your account’s, or a form’s business email once it ' +
          'is confirmed through the link we mail it. Until then it goes to your account’s address. Each lead ' +
          'gets one confirmation mail a day at most, within daily caps per form and per account set by your plan.',
        success: {
          200: { description: 'Each form’s lead mail and today’s counts.', schema: partnerLeadMailSchema },
        },
      }),
      async (c) => c.json(await partnerLeadMailStatus(deps.db, c.get('partnerId'), clock())),
    )
    .post(
      '/confirmations',
      describeOperation({
        audience: 'Partner API',
        summary: 'Send a business email its confirmation link again',
        description:
          'For an address one of your forms names as its business email. At most every 10 minutes per address, ' +
          '3 a day per address and 10 a day per account.',
        success: { 202: { description: 'What was done.', schema: addressConfirmationAcceptedSchema } },
        errors: [400, 404, 413, 415, 422, 429],
      }),
      validate('json', addressConfirmationRequestSchema, { message: 'Please enter a valid email address.' }),
      async (c) => {
        const partnerId = c.get('partnerId');
        const { email } = c.req.valid('json');
        const named = await queryRows<{ id: string }>(
          deps.db,
          sql`SELECT id FROM forms WHERE partner_id = ${partnerId}::uuid AND lower(trim(business_email)) = ${email}
               LIMIT 1`,
        );
        if (named.length === 0) return apiError(c, 404, 'not_found', NOT_A_BUSINESS_EMAIL);
        const outcome = await requestPartnerAddressConfirmation(deps.db, partnerId, email, clock());
        if (outcome === 'throttled') {
          c.header('Retry-After', String(24 * 3600));
          return apiError(c, 429, 'rate_limited', CONFIRMATIONS_USED);
        }
        if (outcome === 'proven') {
          return c.json(
            { status: 'already_confirmed' as const, message: `${email} is confirmed: lead mail goes there.` },
            202,
          );
        }
        const message =
          outcome === 'queued'
            ? `We sent ${email} a new confirmation link.`
            : `We sent ${email} a confirmation link a few minutes ago. Please look for it, or try again in 10 minutes.`;
        return c.json({ status: outcome, message }, 202);
      },
    );
}
