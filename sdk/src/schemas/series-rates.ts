import { z } from 'zod/mini';
import { LOAN_PROGRAMS } from './rate-series';
import { RATE_TYPES } from './rate-type';
import { currentRatesSchema } from './rates';

/**
 * One catalogued series in GET /api/rates/current: what it is and its newest value. `value` and
 * `date` are null while FRED has published nothing for it yet ("not published yet", never 0 %).
 */
export const seriesRateSchema = z.object({
  id: z.string(),
  program: z.enum(LOAN_PROGRAMS),
  term: z.enum(RATE_TYPES),
  label: z.string(),
  source: z.string(),
  value: z.nullable(z.number()),
  date: z.nullable(z.string()),
  /** True while the value comes from the bundled sample year. */
  sample: z.boolean(),
});
export type SeriesRate = z.infer<typeof seriesRateSchema>;

/**
 * GET /api/rates/current in full: the headline conforming rates (`rates`, by `type`, which the widgets
 * read) and every catalogued series (`series`). Kept apart from currentRatesSchema so the widget
 * bundle does not carry the catalogue's shape.
 */
export const currentRatesAnswerSchema = z.extend(currentRatesSchema, { series: z.array(seriesRateSchema) });
export type CurrentRatesAnswer = z.infer<typeof currentRatesAnswerSchema>;
