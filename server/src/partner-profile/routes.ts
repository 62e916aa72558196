import {
  PARTNER_TRIAL_DAYS,
  partnerProfileCreateSchema,
  partnerProfileSchema,
  partnerProfileUpdateSchema,
} from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import { requireSession, sessionCookiePolicy, writeSignedInMarker } from '../auth/index.ts';
import { loadPlanState, planState } from '../billing/index.ts';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { validate } from '../http/validate.ts';
import { describeSessionOperation } from '../openapi/describe-operation.ts';
import { replyToEmailStatus, requestPartnerAddressConfirmation } from '../partner-addresses/index.ts';
import {
  createPartnerProfile,
  findPartnerOfUser,
  type PartnerRow,
  partnerProfileView,
  updatePartnerProfile,
} from './partner-profile-store.ts';

const PROFILE_ANSWER = {
  description: 'Your partner profile and plan as they are now.',
  schema: partnerProfileSchema,
};

/**
 * The signed-in account's partner profile (/api/app/partner): "Become a partner" creates it with a
 * 14-day Pro trial, the console shows and edits it. With a profile, the same session reaches the
 * partner API (/api/partner/*).
 */
export function partnerProfileRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Hono<AppEnv> {
  const { db } = deps;
  const now = () => (deps.clock ? deps.clock() : new Date());
  const session = requireSession(deps);
  const profileAnswer = async (row: PartnerRow, moment: Date) => {
    const state =
      (await loadPlanState(db, row.id, moment)) ?? planState({ ...row, subscription: null }, moment);
    return partnerProfileView(row, state, await replyToEmailStatus(db, row.id), moment);
  };
  /**
   * A reply-to address new to the account gets the link that confirms it (capped, like a form's
   * business email); until then replies and account mail go to the account's own address.
   */
  const askToConfirmReplyTo = async (row: PartnerRow, moment: Date) => {
    if (row.replyToEmail) await requestPartnerAddressConfirmation(db, row.id, row.replyToEmail, moment);
  };
  const cookiePolicy = sessionCookiePolicy(deps.config);

  return new Hono<AppEnv>()
    .get(
      '/',
      describeSessionOperation({
        summary: 'Your partner profile',
        description:
          'Business name, licence ID, website, logo, reply-to address and plan. `plan` is `ended` once a trial ' +
          'has passed its end. 204 when the account has no partner profile yet (an expected state, so not an error: ' +
          'the console then offers to create one).',
        success: {
          200: PROFILE_ANSWER,
          204: { description: 'The account has no partner profile yet.', mediaType: 'none' },
        },
      }),
      session,
      async (c) => {
        const row = await findPartnerOfUser(db, c.get('account').userId);
        if (!row) return c.body(null, 204);
        return c.json(await profileAnswer(row, now()));
      },
    )
    .post(
      '/',
      describeSessionOperation({
        summary: 'Become a partner',
        description:
          `Creates the account's partner profile and starts a ${PARTNER_TRIAL_DAYS}-day Pro trial; the account's ` +
          'own plan becomes Pro. Partner mails go to the account address. 409 `conflict` when the account already ' +
          'has a profile.',
        success: { 201: { description: 'The new partner profile.', schema: partnerProfileSchema } },
        errors: [403, 409, 415, 422],
      }),
      session,
      validate('json', partnerProfileCreateSchema),
      async (c) => {
        const moment = now();
        const row = await createPartnerProfile(db, c.get('account'), c.req.valid('json'), {
          now: moment,
          secret: deps.config.SECRET,
        });
        await askToConfirmReplyTo(row, moment);
        // The site's header offers the console from now on.
        writeSignedInMarker(c, cookiePolicy, 'partner');
        return c.json(await profileAnswer(row, moment), 201);
      },
    )
    .patch(
      '/',
      describeSessionOperation({
        summary: 'Change your partner profile',
        description:
          'Any subset of the profile fields; an empty string or null clears an optional one. A reply-to address ' +
          'new to the account is mailed a link that confirms it (`replyToEmailStatus`); until then replies and ' +
          'account mail go to the account address.',
        success: { 200: PROFILE_ANSWER },
        errors: [403, 404, 415, 422],
      }),
      session,
      validate('json', partnerProfileUpdateSchema),
      async (c) => {
        const changes = c.req.valid('json');
        const row = await updatePartnerProfile(db, c.get('account').userId, changes);
        const moment = now();
        if (changes.replyToEmail) await askToConfirmReplyTo(row, moment);
        return c.json(await profileAnswer(row, moment));
      },
    );
}
