import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { validateOrFail } from '../http/validation.ts';
import { FRED_NOTICE, fredSeriesUrl } from './fred-attribution.ts';
import { currentRates, lastSuccessfulCheck, rateHistory } from './rate-queries.ts';
import { rateSeriesFromConfig } from './rate-series.ts';
import { RATE_TYPES } from './rate-type.ts';

const historyQuery = z.object({
  type: z.enum(RATE_TYPES, 'type must be 30y or 15y.'),
  days: z
    .string()
    .regex(/^\d{1,5}$/, 'days must be a whole number from 1 to 3650.')
    .transform(Number)
    .pipe(z.number().int().min(1, 'days must be at least 1.').max(3650, 'days must be at most 3650.'))
    .optional()
    .default(365),
});

/**
 * GET /api/rates/current: newest 30y and 15y values with FRED attribution (503 before any data).
 * GET /api/rates/history?type=30y&days=365: daily points counted back from the newest observation.
 */
export function ratesRoutes(deps: Pick<AppDeps, 'db' | 'config'>): Hono<AppEnv> {
  const series = rateSeriesFromConfig(deps.config);
  return new Hono<AppEnv>()
    .get('/api/rates/current', async (c) => {
      const rates = await currentRates(deps.db, series);
      if (rates.length === 0) {
        c.header('Retry-After', '3600');
        return apiError(
          c,
          503,
          'rates_unavailable',
          'Current mortgage rates are not available yet. Please try again later.',
        );
      }
      const checkedAt = await lastSuccessfulCheck(deps.db);
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({
        rates: rates.map(({ type, value, date }) => ({ type, value, date })),
        source: {
          name: 'FRED, Federal Reserve Bank of St. Louis',
          notice: FRED_NOTICE,
          series: rates.map((rate) => ({
            type: rate.type,
            seriesId: rate.seriesId,
            observationDate: rate.date,
            url: fredSeriesUrl(rate.seriesId),
          })),
        },
        checkedAt: checkedAt?.toISOString() ?? null,
      });
    })
    .get('/api/rates/history', async (c) => {
      const query = validateOrFail(
        historyQuery,
        { type: c.req.query('type'), days: c.req.query('days') },
        'Use type=30y or type=15y and days from 1 to 3650.',
      );
      const seriesId = series.find((tracked) => tracked.rateType === query.type)!.seriesId;
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ type: query.type, points: await rateHistory(deps.db, seriesId, query.days) });
    });
}
