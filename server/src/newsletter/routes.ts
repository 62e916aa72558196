import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { emailAddress } from '../http/email-address.ts';
import { readJsonObject } from '../http/read-body.ts';
import { validateOrFail } from '../http/validation.ts';
import { subscribeToNewsletter } from './subscribe.ts';

const subscribeBody = z.object({
  email: emailAddress('Please enter a valid email address to subscribe.'),
});

/** POST /api/newsletter/subscribe `{ email }`: 201 on first and repeated subscription. */
export function newsletterRoutes(deps: Pick<AppDeps, 'db'>): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/api/newsletter/subscribe', async (c) => {
    const body = validateOrFail(
      subscribeBody,
      await readJsonObject(c),
      'Please enter a valid email address.',
    );
    await subscribeToNewsletter(deps.db, body.email);
    return c.json({ subscribed: true }, 201);
  });
}
