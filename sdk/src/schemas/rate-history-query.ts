import { z } from 'zod/mini';
import { alertSeriesShape } from './rate-series';
import { wholeNumberQuery } from './whole-number-query';

// Apart from rates.ts, whose response schemas the widget bundle carries: this query needs the catalogue.
/**
 * GET /api/rates/history?series=OBMMIFHA30YF&days=365, or the older ?type=30y|15y for the conforming
 * 30- or 15-year series.
 */
export const rateHistoryQuerySchema = z
  .strictObject({
    type: alertSeriesShape.rateType,
    series: alertSeriesShape.series,
    days: wholeNumberQuery('days', 1, 3650, 365),
  })
  .check(
    z.refine((query) => query.type !== undefined || query.series !== undefined, {
      message: 'Name a rate: series=<catalogued FRED id>, or type=30y or type=15y.',
      path: ['series'],
    }),
  );
