import { FRED_NOTICE, fredSeriesUrl } from '@mrn/sdk/rates/fred-attribution';
import { type CurrentRatesAnswer, RATE_SERIES } from '@mrn/sdk/schemas';
import type { DatabaseExecutor } from '../db/client.ts';
import { currentRates, lastSuccessfulCheck } from './rate-queries.ts';
import { CONFORMING_RATE_SERIES, type RateSeries } from './rate-series.ts';

/**
 * The answer of GET /api/rates/current (currentRatesAnswerSchema): the headline conforming rates
 * (`rates`, by type, with FRED's attribution) and every catalogued series with its newest value, or
 * null for one FRED has published nothing for yet. Undefined before any series has data.
 */
export async function currentRatesView(
  db: DatabaseExecutor,
  series: readonly RateSeries[],
): Promise<CurrentRatesAnswer | undefined> {
  const rates = await currentRates(db, series);
  if (rates.length === 0) return undefined;
  const headline = rates.filter((rate) =>
    CONFORMING_RATE_SERIES.some((conforming) => conforming.seriesId === rate.seriesId),
  );
  const checkedAt = await lastSuccessfulCheck(db);
  const tracked = new Set(series.map((entry) => entry.seriesId));
  return {
    rates: headline.map(({ type, value, date }) => ({ type, value, date })),
    source: {
      name: 'FRED, Federal Reserve Bank of St. Louis',
      notice: FRED_NOTICE,
      series: headline.map((rate) => ({
        type: rate.type,
        seriesId: rate.seriesId,
        observationDate: rate.date,
        url: fredSeriesUrl(rate.seriesId),
      })),
    },
    checkedAt: checkedAt?.toISOString() ?? null,
    sample: rates.some((rate) => rate.sample),
    series: RATE_SERIES.filter((entry) => tracked.has(entry.id)).map((entry) => {
      const rate = rates.find((candidate) => candidate.seriesId === entry.id);
      return {
        id: entry.id,
        program: entry.program,
        term: entry.term,
        label: entry.label,
        source: entry.source,
        value: rate?.value ?? null,
        date: rate?.date ?? null,
        sample: rate?.sample ?? false,
      };
    }),
  };
}
