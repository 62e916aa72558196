import type { CurrentRates } from '@mrn/sdk/schemas';
import type { DatabaseExecutor } from '../db/client.ts';
import { FRED_NOTICE, fredSeriesUrl } from './fred-attribution.ts';
import { currentRates, lastSuccessfulCheck } from './rate-queries.ts';
import type { RateSeries } from './rate-series.ts';

/**
 * The answer of GET /api/rates/current (currentRatesSchema): the newest value of each series with
 * FRED's attribution. Undefined before any series has data.
 */
export async function currentRatesView(
  db: DatabaseExecutor,
  series: readonly RateSeries[],
): Promise<CurrentRates | undefined> {
  const rates = await currentRates(db, series);
  if (rates.length === 0) return undefined;
  const checkedAt = await lastSuccessfulCheck(db);
  return {
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
    sample: rates.some((rate) => rate.sample),
  };
}
