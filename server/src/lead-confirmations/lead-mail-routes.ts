import {
  addressConfirmationAcceptedSchema,
  addressConfirmationRequestSchema,
  partnerLeadMailSchema,
} from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { queryRows } from '../db/client.ts';
import { type AppDeps, systemClock } from '../http/app-deps.ts';
import { apiError } from '../http/errors.ts';
import type { PartnerEnv } from '../http/partner-env.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { requestPartnerAddressConfirmation } from '../partner-addresses/index.ts';
import { partnerLeadMailStatus } from './lead-mail-status.ts';

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
