import { currentRatesSchema, rateHistoryQuerySchema, rateHistorySchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { currentRatesView } from './current-rates-view.ts';
import { rateHistory } from './rate-queries.ts';
import { rateSeriesFromConfig } from './rate-series.ts';

/**
 * GET /api/rates/current: newest 30y and 15y values with FRED attribution (503 before any data),
 * flagged `sample` while they come from the bundled sample year.
 * GET /api/rates/history?type=30y&days=365: daily points counted back from the newest observation.
 */
export function ratesRoutes(deps: Pick<AppDeps, 'db' | 'config'>): Hono<AppEnv> {
  const series = rateSeriesFromConfig(deps.config);
  return new Hono<AppEnv>()
    .get(
      '/api/rates/current',
      describeOperation({
        audience: 'Public API',
        summary: 'Today’s 30-year and 15-year fixed rates',
        description:
          'The newest observation of each series, with the FRED attribution to show beside it. `sample` is true ' +
          'while a newest value comes from the bundled sample year (a fresh install before its first FRED check).',
        success: { 200: { description: 'The current rates.', schema: currentRatesSchema } },
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
      '/api/rates/history',
      describeOperation({
        audience: 'Public API',
        summary: 'Daily history of one rate',
        description: 'Daily points counted back `days` from the newest observation, oldest first.',
        success: { 200: { description: 'The history.', schema: rateHistorySchema } },
        errors: [422],
      }),
      validate('query', rateHistoryQuerySchema, {
        message: 'Use type=30y or type=15y and days from 1 to 3650.',
      }),
      async (c) => {
        const query = c.req.valid('query');
        const seriesId = series.find((tracked) => tracked.rateType === query.type)!.seriesId;
        c.header('Cache-Control', 'public, max-age=300');
        return c.json({ type: query.type, points: await rateHistory(deps.db, seriesId, query.days) });
      },
    );
}
