import { createHash } from 'node:crypto';
import { formIdParamsSchema, publicFormConfigSchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type { Clock } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { openCors } from '../http/cors.ts';
import { ApiFailure } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import type { CurrentRatesCache } from '../rates/index.ts';
import type { ActiveFormCache } from './active-form-cache.ts';
import type { FormViewCounter } from './form-view-counter.ts';
import { publicFormConfig } from './form-views.ts';
import { mrnBranding } from './mrn-branding.ts';
import { notEnabledHere } from './not-enabled-here.ts';

/** Short, so a partner's edit (or a disabled form) reaches widgets within a minute. */
const CACHE_CONTROL = 'public, max-age=60';

const UNKNOWN_FORM = 'This form does not exist or has been disabled.';

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === etag || candidate === '*');
}

const unknownForm = () => new ApiFailure(404, 'not_found', UNKNOWN_FORM);

/** GET /api/forms/:id: the public form config, open to every origin, with ETag revalidation. */
export function publicFormRoutes(deps: {
  activeForms: ActiveFormCache;
  formCounters: FormViewCounter;
  clock: Clock;
  currentRates: CurrentRatesCache;
  /** The public site, which the MRN branding line of an ended trial's forms links to. */
  publicUrl: string;
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/:id', openCors());
  app.get(
    '/:id',
    describeOperation({
      audience: 'Public API',
      summary: 'A partner form’s public settings',
      description:
        'What the widgets read to render a form: colours (with readable text colours worked out), texts and the ' +
        'partner’s public business details, the saved max width, and mrnBranding (set once the partner’s ' +
        'trial has ended without a paid plan: the widget then shows a "Rate alerts by Mortgage Rate Notifier" ' +
        'line). Open to every origin; a page whose site is not among the form’s allowed sites gets notEnabledHere ' +
        '(the widget then shows its text instead of the form). currentRates carries today’s rates (as ' +
        '/api/rates/current answers them) when the form shows them. Revalidate with If-None-Match.',
      success: {
        200: { description: 'The form.', schema: publicFormConfigSchema },
        304: {
          description: 'Unchanged since the ETag sent in If-None-Match.',
          mediaType: 'application/json',
        },
      },
      errors: [404],
    }),
    validate('param', formIdParamsSchema, { failure: unknownForm }),
    async (c) => {
      const form = await deps.activeForms.get(c.req.valid('param').id);
      if (!form) throw unknownForm();
      // Analytics (a view, and the install check's page origin), in the background: never slows this answer.
      deps.formCounters.countView(form, c.req.header('origin'), c.req.header('referer'));
      const origin = c.req.header('origin');
      const todaysRates = () =>
        deps.currentRates.get().then(
          (rates) => rates ?? null,
          (error: unknown) => {
            c.get('logger').warn({ err: error }, 'form config served without today’s rates');
            return null;
          },
        );
      const body = JSON.stringify(
        publicFormConfig(form, {
          mrnBranding: mrnBranding(form, deps.clock(), deps.publicUrl),
          notEnabledHere: notEnabledHere(form, origin, deps.publicUrl),
          // Optional to the form: should reading them fail, the strip says they are unavailable.
          currentRates: form.showCurrentRates ? await todaysRates() : null,
        }),
      );
      // The answer depends on the asking page's site (allowed or not), so caches keep one per Origin.
      c.header('Vary', 'Origin');
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      c.header('ETag', etag);
      c.header('Cache-Control', CACHE_CONTROL);
      if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
      return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    },
  );
  return app;
}
