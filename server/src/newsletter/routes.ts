import { newsletterSubscribedSchema, newsletterSubscriptionSchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { subscribeToNewsletter } from './subscribe.ts';

/** POST /api/newsletter/subscribe `{ email }`: 201 on first and repeated subscription. */
export function newsletterRoutes(deps: Pick<AppDeps, 'db'>): Hono<AppEnv> {
  return new Hono<AppEnv>().post(
    '/api/newsletter/subscribe',
    describeOperation({
      audience: 'Public API',
      summary: 'Subscribe to the newsletter',
      description: 'Subscribing an address twice is not an error: the answer is the same.',
      success: { 201: { description: 'Subscribed.', schema: newsletterSubscribedSchema } },
      errors: [400, 413, 415, 422, 429],
    }),
    validate('json', newsletterSubscriptionSchema, { message: 'Please enter a valid email address.' }),
    async (c) => {
      await subscribeToNewsletter(deps.db, c.req.valid('json').email);
      return c.json({ subscribed: true as const }, 201);
    },
  );
}
