import { z } from 'zod/mini';
import { RATE_TYPES } from './rate-type';

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

/** One day of a rate's history: percent on an ISO date, and whether FRED has corrected it since. */
export const rateHistoryPointSchema = z.object({
  date: z.string(),
  value: z.number(),
  /**
   * True when FRED corrected this day's value after first publishing it (alerts were checked against
   * the first value, and a correction never sends one). The server always sends it; absent means false.
   */
  revised: z.optional(z.boolean()),
  /** The value first published for this day, when it has been revised. */
  originalValue: z.optional(z.number()),
});
export type RateHistoryPoint = z.infer<typeof rateHistoryPointSchema>;

export const rateHistorySchema = z.object({
  /** The term of the series. */
  type: z.enum(RATE_TYPES),
  /** The FRED series id and its words ("30-year FHA"). */
  series: z.optional(z.string()),
  label: z.optional(z.string()),
  points: z.array(rateHistoryPointSchema),
});
export type RateHistory = z.infer<typeof rateHistorySchema>;
