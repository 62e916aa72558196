import { z } from 'zod/mini';
import { RATE_TYPES, rateTypeSchema } from './rate-type';
import { wholeNumberQuery } from './whole-number-query';

/** One observation: percent (e.g. 6.85) on an ISO date (yyyy-mm-dd). */
export const currentRateSchema = z.object({
  type: z.enum(RATE_TYPES),
  value: z.number(),
  date: z.string(),
});
export type CurrentRate = z.infer<typeof currentRateSchema>;

/** GET /api/rates/current: the newest value per rate type, with FRED's attribution. */
export const currentRatesSchema = z.object({
  rates: z.array(currentRateSchema),
  source: z.object({
    name: z.string(),
    notice: z.string(),
    series: z.array(
      z.object({
        type: z.enum(RATE_TYPES),
        seriesId: z.string(),
        observationDate: z.string(),
        url: z.string(),
      }),
    ),
  }),
  /** When the last successful check ran (null before one has). */
  checkedAt: z.nullable(z.string()),
  /** True while the newest values are the bundled sample year (seeded on an empty database), not FRED's. */
  sample: z.optional(z.boolean()),
});
export type CurrentRates = z.infer<typeof currentRatesSchema>;

/** GET /api/rates/history?type=30y&days=365 */
export const rateHistoryQuerySchema = z.strictObject({
  type: rateTypeSchema,
  days: wholeNumberQuery('days', 1, 3650, 365),
});

export const rateHistorySchema = z.object({
  type: z.enum(RATE_TYPES),
  points: z.array(z.object({ date: z.string(), value: z.number() })),
});
export type RateHistory = z.infer<typeof rateHistorySchema>;
