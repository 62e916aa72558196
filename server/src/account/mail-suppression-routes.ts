import { mailSuppressionLiftedSchema, mailSuppressionLiftRequestSchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import { requireSession } from '../auth/index.ts';
import { liftAnySuppression } from '../bounces/index.ts';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { validate } from '../http/validate.ts';
import { describeSessionOperation } from '../openapi/describe-operation.ts';

/**
 * POST /api/app/account/mail-suppression/lift: the signed-in person asks for mail again after a
 * bounce or a spam complaint. This is the only way a complaint is lifted: the person asked.
 */
export function mailSuppressionRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Hono<AppEnv> {
  return new Hono<AppEnv>().post(
    '/lift',
    describeSessionOperation({
      summary: 'Receive mail again',
      description:
        'Ends the stop on mail to your address after it bounced or after one of our mails was marked as spam. ' +
        'Alerts unsubscribed by a spam report stay unsubscribed until you turn them on again.',
      success: { 200: { description: 'Whether a stop was lifted.', schema: mailSuppressionLiftedSchema } },
      errors: [403, 415, 422],
    }),
    requireSession(deps),
    validate('json', mailSuppressionLiftRequestSchema),
    async (c) => {
      const lifted = await liftAnySuppression(deps.db, c.get('account').email);
      return c.json({
        lifted,
        message: lifted ? 'We will send you mail again.' : 'Mail to your address was not stopped.',
      });
    },
  );
}
