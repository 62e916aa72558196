import {
  CONFORMING_SERIES,
  currentRatesAnswerSchema,
  RATE_SERIES_IDS,
  rateHistoryQuerySchema,
  rateHistorySchema,
  rateSeriesById,
} from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { currentRatesView } from './current-rates-view.ts';
import { rateHistory } from './rate-queries.ts';
import { TRACKED_RATE_SERIES } from './rate-series.ts';

/**
 * GET /api/rates/current: every catalogued series with its newest value (null while unpublished),
 * and the headline conforming 30y and 15y values with FRED attribution (503 before any data),
 * flagged `sample` while they come from the bundled sample year.
 * GET /api/rates/history?series=OBMMIFHA30YF&days=365 (or the older type=30y|15y): daily points
 * counted back from the newest observation.
 */
export function ratesRoutes(deps: Pick<AppDeps, 'db' | 'config'>): Hono<AppEnv> {
  const series = TRACKED_RATE_SERIES;
  return new Hono<AppEnv>()
    .get(
      '/current',
      describeOperation({
        audience: 'Public API',
        summary: 'Today’s rates, by loan program and term',
        description:
          '`series` lists every catalogued rate series (FRED id, loan program, term, label, source) with its newest ' +
          'value and date, both null while FRED has published nothing for it yet. `rates` keeps the headline ' +
          'conforming 30-year and 15-year values by `type`, with the FRED attribution to show beside them. `sample` ' +
          'is true while a newest value comes from the bundled sample year (a fresh install before its first FRED check).',
        success: { 200: { description: 'The current rates.', schema: currentRatesAnswerSchema } },
        errors: [503],
      }),
      async (c) => {
        const view = await currentRatesView(deps.db, series);
        if (!view) {
          c.header('Retry-After', '3600');
          return apiError(
            c,
            503,
            'rates_unavailable',
            'Current mortgage rates are not available yet. Please try again later.',
          );
        }
        c.header('Cache-Control', 'public, max-age=300');
        return c.json(view);
      },
    )
    .get(
      '/history',
      describeOperation({
        audience: 'Public API',
        summary: 'Daily history of one rate series',
        description:
          'Daily points of `series` (a catalogued FRED id) counted back `days` from its newest observation, oldest ' +
          'first. The older `type=30y|15y` names the conforming 30- or 15-year series.',
        success: { 200: { description: 'The history.', schema: rateHistorySchema } },
        errors: [422],
      }),
      validate('query', rateHistoryQuerySchema, {
        message: `Use series=<one of ${RATE_SERIES_IDS.join(', ')}> (or type=30y or type=15y) and days from 1 to 3650.`,
      }),
      async (c) => {
        const query = c.req.valid('query');
        const seriesId = query.series ?? CONFORMING_SERIES[query.type ?? '30y'];
        const entry = rateSeriesById(seriesId)!;
        c.header('Cache-Control', 'public, max-age=300');
        return c.json({
          type: entry.term,
          series: entry.id,
          label: entry.label,
          points: await rateHistory(deps.db, seriesId, query.days),
        });
      },
    );
}
