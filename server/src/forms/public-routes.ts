import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { openCors } from '../http/cors.ts';
import { apiError } from '../http/errors.ts';
import type { ActiveFormCache } from './active-form-cache.ts';
import { FORM_ID_PATTERN } from './form-id.ts';
import { publicFormConfig } from './form-views.ts';

/** Short, so a partner's edit (or a disabled form) reaches widgets within a minute. */
const CACHE_CONTROL = 'public, max-age=60';

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === etag || candidate === '*');
}

/** GET /api/forms/:id: the public form config, open to every origin, with ETag revalidation. */
export function publicFormRoutes(deps: { activeForms: ActiveFormCache }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/api/forms/:id', openCors());
  app.get('/api/forms/:id', async (c) => {
    const formId = c.req.param('id');
    const form = FORM_ID_PATTERN.test(formId) ? await deps.activeForms.get(formId) : undefined;
    if (!form) return apiError(c, 404, 'not_found', 'This form does not exist or has been disabled.');
    const body = JSON.stringify(publicFormConfig(form));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', CACHE_CONTROL);
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  return app;
}
