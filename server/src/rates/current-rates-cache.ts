import type { CurrentRatesAnswer } from '@mrn/sdk/schemas';
import type { DatabaseExecutor } from '../db/client.ts';
import type { Clock } from '../http/app-deps.ts';
import { currentRatesView } from './current-rates-view.ts';
import type { RateSeries } from './rate-series.ts';

/** Rates change once a day: a few seconds' staleness costs nothing, a query per widget load would. */
const DEFAULT_TTL_MS = 10_000;

/**
 * currentRatesView kept a few seconds, for the form config every widget load reads (the lead form
 * shows today's rates from it, so a partner page makes one request, not two). One read at a time:
 * concurrent loads wait for the same answer.
 */
export class CurrentRatesCache {
  private cached: { view: CurrentRatesAnswer | undefined; expiresAt: number } | undefined;
  private reading: Promise<CurrentRatesAnswer | undefined> | undefined;

  constructor(
    private readonly db: DatabaseExecutor,
    private readonly series: readonly RateSeries[],
    private readonly clock: Clock,
    private readonly ttlMs = DEFAULT_TTL_MS,
  ) {}

  async get(): Promise<CurrentRatesAnswer | undefined> {
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
