import type { CurrentRates } from '@mrn/sdk/schemas';
import type { DatabaseExecutor } from '../db/client.ts';
import type { Clock } from '../http/app-deps.ts';
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

/** Rates change once a day: a few seconds' staleness costs nothing, a query per widget load would. */
const DEFAULT_TTL_MS = 10_000;

/**
 * currentRatesView kept a few seconds, for the form config every widget load reads (the lead form
 * shows today's rates from it, so a partner page makes one request, not two). One read at a time:
 * concurrent loads wait for the same answer.
 */
export class CurrentRatesCache {
  private cached: { view: CurrentRates | undefined; expiresAt: number } | undefined;
  private reading: Promise<CurrentRates | undefined> | undefined;

  constructor(
    private readonly db: DatabaseExecutor,
    private readonly series: readonly RateSeries[],
    private readonly clock: Clock,
    private readonly ttlMs = DEFAULT_TTL_MS,
  ) {}

  async get(): Promise<CurrentRates | undefined> {
    if (this.cached && this.cached.expiresAt > this.clock().getTime()) return this.cached.view;
    this.reading ??= currentRatesView(this.db, this.series)
      .then((view) => {
        this.cached = { view, expiresAt: this.clock().getTime() + this.ttlMs };
        return view;
      })
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }
}
