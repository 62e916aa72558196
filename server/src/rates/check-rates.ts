import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Database, queryRows } from '../db/client.ts';
import { rateChecks } from '../db/schema/rates.ts';
import { FetchFailedError } from './fetch-with-retry.ts';
import type { FredClient } from './fred-client.ts';
import { FredFormatError } from './fred-format-error.ts';
import { type IngestResult, ingestObservations } from './ingest-observations.ts';
import type { RateSeries } from './rate-series.ts';

export interface RateCheckDeps {
  db: Database;
  fred: FredClient;
  series: readonly RateSeries[];
  logger: Logger;
  clock?: () => Date;
}

export interface SeriesCheckOutcome {
  seriesId: string;
  status: 'ok' | 'rejected' | 'failed';
  newObservations: number;
  /** Stored days whose value FRED corrected in this answer (kept as revisions; never evaluated). */
  revisedObservations: number;
  latestDate?: string;
  /** True when a new observation crossed alert thresholds and its fan-out was queued for the worker. */
  alertFanOutQueued: boolean;
  message?: string;
}

/** Re-fetching a few weeks back catches late-filled missing days and corrected values without re-reading years. */
const OVERLAP_DAYS = 14;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Sample rows do not count: while a series has only those, its whole real history is fetched. */
async function sinceDate(db: Database, seriesId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ since: string | null }>(
    db,
    sql`SELECT (max(observed_on) - ${OVERLAP_DAYS}::int)::text AS since FROM rate_observations
         WHERE series_id = ${seriesId} AND NOT sample`,
  );
  return row?.since ?? undefined;
}

async function checkSeries(deps: RateCheckDeps, series: RateSeries, now: Date): Promise<SeriesCheckOutcome> {
  const base = {
    seriesId: series.seriesId,
    newObservations: 0,
    revisedObservations: 0,
    alertFanOutQueued: false,
  };
  let result: IngestResult;
  try {
    const observations = await deps.fred.observations(series.seriesId, {
      since: await sinceDate(deps.db, series.seriesId),
    });
    result = await ingestObservations(deps.db, {
      ...series,
      source: `fred-${deps.fred.endpoint}`,
      observations,
      // One day of slack so a clock a little behind never rejects a genuine observation.
      today: isoDay(new Date(now.getTime() + 24 * 3600 * 1000)),
    });
  } catch (error) {
    if (error instanceof FetchFailedError) return { ...base, status: 'failed', message: error.message };
    if (error instanceof FredFormatError) return { ...base, status: 'rejected', message: error.message };
    throw error;
  }
  if (result.status === 'rejected') return { ...base, status: 'rejected', message: result.reason };
  return {
    ...base,
    status: 'ok',
    newObservations: result.inserted,
    revisedObservations: result.revised,
    latestDate: result.latest?.date,
    alertFanOutQueued: result.evaluation?.queued ?? false,
  };
}

/**
 * One check of every tracked series: fetch, validate, store, evaluate alerts, and record the
 * outcome in rate_checks. A failure of one series never stops the other, and a bad answer is
 * logged and changes nothing.
 */
export async function checkRates(deps: RateCheckDeps): Promise<SeriesCheckOutcome[]> {
  const now = (deps.clock ?? (() => new Date()))();
  const outcomes: SeriesCheckOutcome[] = [];
  for (const series of deps.series) {
    const outcome = await checkSeries(deps, series, now);
    outcomes.push(outcome);
    const log =
      outcome.status === 'ok' ? deps.logger.info.bind(deps.logger) : deps.logger.warn.bind(deps.logger);
    log({ rateCheck: outcome }, `rate check ${outcome.seriesId}: ${outcome.status}`);
    await deps.db.insert(rateChecks).values({
      seriesId: series.seriesId,
      rateType: series.rateType,
      status: outcome.status,
      newObservations: outcome.newObservations,
      latestObservedOn: outcome.latestDate ?? null,
      message: outcome.message ?? null,
      checkedAt: now,
    });
  }
  return outcomes;
}
