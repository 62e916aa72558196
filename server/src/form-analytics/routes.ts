import {
  formAnalyticsQuerySchema,
  formAnalyticsSchema,
  formEventSchema,
  formIdParamsSchema,
} from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type { ActiveFormCache } from '../forms/index.ts';
import { findPartnerForm } from '../forms/index.ts';
import { type AppDeps, systemClock } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { openCors } from '../http/cors.ts';
import { ApiFailure } from '../http/errors.ts';
import type { PartnerEnv } from '../http/partner-env.ts';
import { tooManyRequests } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import type { BrowserReportLimiters } from './browser-report-limits.ts';
import { formAnalytics } from './form-analytics-query.ts';
import { type FormCounters, pageOriginOf } from './form-counters.ts';

const UNKNOWN_FORM = 'This form does not exist or has been disabled.';
const NOT_YOURS = 'No form with this id belongs to your account.';

/**
 * POST /api/forms/:id/events: what a widget reports about itself for the form's analytics
 * (`open`: popup.js opened its dialog). Open to every origin like GET /api/forms/:id. Nothing proves
 * a report came from a real visitor, so besides the per-IP limit of every POST, opens are limited per
 * form and per form and page origin (browser-report-limits.ts). Only a daily count per form is stored.
 */
export function formEventRoutes(deps: {
  activeForms: ActiveFormCache;
  formCounters: FormCounters;
  browserReportLimiters: BrowserReportLimiters;
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const unknownForm = () => new ApiFailure(404, 'not_found', UNKNOWN_FORM);
  app.use('/:id/events', openCors('POST, OPTIONS'));
  app.post(
    '/:id/events',
    describeOperation({
      audience: 'Public API',
      summary: 'Report a widget event for a form’s analytics',
      description:
        'popup.js sends `{"type":"open"}` when it opens its dialog; the form’s partner sees the daily count of ' +
        'opens, reported by visitors’ browsers (nothing proves a report is real). Nothing about the visitor is ' +
        'stored. Open to every origin. Counted up to 600 opens an hour per form and 120 an hour per form and page ' +
        'origin (the `Origin` header, else the `Referer`); beyond that the answer is 429 and nothing is counted.',
      success: { 204: { description: 'Counted.', mediaType: 'none' } },
      errors: [400, 404, 413, 415, 422, 429],
    }),
    validate('param', formIdParamsSchema, { failure: unknownForm }),
    validate('json', formEventSchema),
    async (c) => {
      const form = await deps.activeForms.get(c.req.valid('param').id);
      if (!form) throw unknownForm();
      const origin = pageOriginOf(c.req.header('origin'), c.req.header('referer')) ?? 'none';
      const limits = deps.browserReportLimiters;
      const { decision, otherDecision } = await limits.opensPerFormAndOrigin.consumeTogether(
        `${form.id} ${origin}`,
        limits.opensPerForm,
        form.id,
      );
      if (!decision.allowed) return tooManyRequests(c, decision.retryAfterSeconds);
      if (otherDecision && !otherDecision.allowed) return tooManyRequests(c, otherDecision.retryAfterSeconds);
      deps.formCounters.count(form.id, 'opens');
      return c.body(null, 204);
    },
  );
  return app;
}

/** GET /api/partner/forms/:id/analytics, mounted inside the partner API (its authentication applies). */
export function formAnalyticsRoutes(deps: Pick<AppDeps, 'db' | 'clock'>): Hono<PartnerEnv> {
  const app = new Hono<PartnerEnv>();
  const clock = deps.clock ?? systemClock;
  const notYours = () => new ApiFailure(404, 'not_found', NOT_YOURS);
  app.get(
    '/:id/analytics',
    describeOperation({
      audience: 'Partner API',
      summary: 'A form’s analytics',
      description:
        'Per UTC day of the last `days` (7, 30 or 90; default 30; today included): views (widget config loads ' +
        'that reached the server; answers may be cached for 60 s, so a page reloaded within a minute may not count ' +
        'again), opens (popup dialog), submissions (stored leads) and confirmed leads (double opt-in), with totals, ' +
        'conversion (submissions / views; null without views) and the install check: the last site origin the ' +
        'form was loaded from, when, and whether the form accepts leads from it, and the sites it refused (origin, ' +
        'last seen, refusals; those allowed since are left out). Counted without cookies; no visitor data is stored. ' +
        'Opens and the install check’s origins are reported by visitors’ browsers: anyone can send them, so they ' +
        'are rate-limited per form and origin and show what browsers said, not proof that a site runs the form.',
      success: { 200: { description: 'The form’s analytics.', schema: formAnalyticsSchema } },
      errors: [404, 422],
    }),
    validate('param', formIdParamsSchema, { failure: notYours }),
    validate('query', formAnalyticsQuerySchema),
    async (c) => {
      const form = await findPartnerForm(deps.db, c.get('partnerId'), c.req.valid('param').id);
      if (!form) throw notYours();
      return c.json(await formAnalytics(deps.db, form, c.req.valid('query').days, clock()));
    },
  );
  return app;
}
