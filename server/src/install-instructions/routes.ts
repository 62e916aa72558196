import {
  formIdParamsSchema,
  installInstructionsAcceptedSchema,
  installInstructionsRequestSchema,
} from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type ThrottleRule, takeThrottleHit } from '../auth/index.ts';
import { queryRows } from '../db/client.ts';
import { findPartnerForm } from '../forms/index.ts';
import { type AppDeps, systemClock } from '../http/app-deps.ts';
import { ApiFailure, apiError } from '../http/errors.ts';
import type { PartnerEnv } from '../http/partner-env.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { requestPartnerAddressConfirmation } from '../partner-addresses/index.ts';

const HOUR = 3600_000;

/** A partner sends instructions to a developer or two, perhaps again: not a mailing tool. */
export const INSTALL_INSTRUCTIONS_THROTTLE: ThrottleRule = { limit: 5, windowMs: HOUR };

const NOT_YOURS = 'No form with this id belongs to your account.';
const TOO_MANY =
  'You have sent these instructions 5 times in the last hour. Please wait a while before sending them again.';
const CONFIRMATIONS_USED =
  'This address has had as many confirmation mails today as we send, or your account has sent its confirmations ' +
  'for today. Please try again tomorrow, or send the instructions to your own address and forward them.';

/**
 * POST /api/partner/forms/:id/install-instructions, inside the partner API (its authentication
 * applies): queues the form's install mail to a web developer through the mail outbox.
 */
export function installInstructionsRoutes(deps: Pick<AppDeps, 'db' | 'clock'>): Hono<PartnerEnv> {
  const app = new Hono<PartnerEnv>();
  const clock = deps.clock ?? systemClock;
  const notYours = () => new ApiFailure(404, 'not_found', NOT_YOURS);
  app.post(
    '/:id/install-instructions',
    describeOperation({
      audience: 'Partner API',
      summary: 'Send a form’s install instructions to your web developer',
      description:
        'Mails `developerEmail` the form’s three snippets (inline form, popup with a trigger button, calculators) ' +
        'with the product’s public address, a link to the installation guide and your optional `note`. Replies go ' +
        'to your reply-to address. At most 5 mails an hour per account. Mail goes only to an address you proved: ' +
        'your account’s, or one confirmed through the link we mail it; a new address first gets that link ' +
        '(`status: "awaiting_confirmation"`) and the instructions follow once it is confirmed.',
      success: { 202: { description: 'The mail is queued.', schema: installInstructionsAcceptedSchema } },
      errors: [400, 404, 413, 415, 422, 429],
    }),
    validate('param', formIdParamsSchema, { failure: notYours }),
    validate('json', installInstructionsRequestSchema, {
      message: 'Some fields are missing or invalid.',
    }),
    async (c) => {
      const partnerId = c.get('partnerId');
      const form = await findPartnerForm(deps.db, partnerId, c.req.valid('param').id);
      if (!form) throw notYours();
      const now = clock();
      if (
        !(await takeThrottleHit(
          deps.db,
          `install-instructions:${partnerId}`,
          INSTALL_INSTRUCTIONS_THROTTLE,
          now,
        ))
      ) {
        c.header('Retry-After', String(HOUR / 1000));
        return apiError(c, 429, 'rate_limited', TOO_MANY);
      }
      const { developerEmail, note } = c.req.valid('json');
      // Only to an address the partner proved; a new one is asked first (partner-addresses/).
      const confirmation = await requestPartnerAddressConfirmation(deps.db, partnerId, developerEmail, now);
      if (confirmation === 'throttled') {
        c.header('Retry-After', String((24 * HOUR) / 1000));
        return apiError(c, 429, 'rate_limited', CONFIRMATIONS_USED);
      }
      const proven = confirmation === 'proven';
      const at = now.toISOString();
      // The request and its mail in one statement: both or neither. An unconfirmed address's mail is
      // queued when its owner confirms it (confirm-partner-address.ts).
      await queryRows(
        deps.db,
        sql`WITH request AS (
              INSERT INTO install_instruction_requests
                     (partner_id, form_id, developer_email, note, created_at, mail_queued_at)
              VALUES (${partnerId}::uuid, ${form.id}, ${developerEmail}, ${note ?? null}, ${at}::timestamptz,
                      ${proven ? at : null}::timestamptz)
              RETURNING id)
            INSERT INTO mail_outbox (kind, install_request_id, next_attempt_at, created_at)
            SELECT 'install_instructions', id, ${at}::timestamptz, ${at}::timestamptz
              FROM request WHERE ${proven}::boolean
            RETURNING id`,
      );
      if (!proven) {
        return c.json(
          {
            status: 'awaiting_confirmation' as const,
            message:
              `We mailed ${developerEmail} a link to confirm the address first. ` +
              'The instructions follow as soon as it is confirmed.',
          },
          202,
        );
      }
      return c.json(
        { status: 'queued' as const, message: `The instructions are on their way to ${developerEmail}.` },
        202,
      );
    },
  );
  return app;
}
