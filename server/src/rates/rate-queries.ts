import type { RateHistoryPoint, RateType } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { RateSeries } from './rate-series.ts';

export interface CurrentRate {
  type: RateType;
  seriesId: string;
  value: number;
  date: string;
  /** From the bundled sample year, not FRED. */
  sample: boolean;
}

/** The newest stored observation of each tracked series (series with no data yet are left out). */
export async function currentRates(
  db: DatabaseExecutor,
  series: readonly RateSeries[],
): Promise<CurrentRate[]> {
  const rates: CurrentRate[] = [];
  for (const { rateType, seriesId } of series) {
    const [row] = await queryRows<{ observed_on: string; value: string; sample: boolean }>(
      db,
      sql`SELECT observed_on::text AS observed_on, value::text AS value, sample FROM rate_observations
           WHERE series_id = ${seriesId} ORDER BY observed_on DESC LIMIT 1`,
    );
    if (row) {
      rates.push({
        type: rateType,
        seriesId,
        value: Number(row.value),
        date: row.observed_on,
        sample: row.sample,
      });
    }
  }
  return rates;
}

/** When the last successful check ran (any series), or undefined before the first one. */
export async function lastSuccessfulCheck(db: DatabaseExecutor): Promise<Date | undefined> {
  const [row] = await queryRows<{ checked_at: Date | string | null }>(
    db,
    sql`SELECT max(checked_at) AS checked_at FROM rate_checks WHERE status = 'ok'`,
  );
  return row?.checked_at ? new Date(row.checked_at) : undefined;
}

/**
 * Daily points of one series from `days` days before its newest observation, oldest first. A day
 * FRED has corrected is flagged `revised`, with the value it first published.
 */
export async function rateHistory(
  db: DatabaseExecutor,
  seriesId: string,
  days: number,
): Promise<RateHistoryPoint[]> {
  const rows = await queryRows<{
    observed_on: string;
    value: string;
    revised: boolean;
    original_value: string | null;
  }>(
    db,
    sql`SELECT o.observed_on::text AS observed_on, o.value::text AS value, o.revised,
               CASE WHEN o.revised THEN (SELECT r.old_value::text FROM rate_observation_revisions r
                                          WHERE r.observation_id = o.id ORDER BY r.id LIMIT 1) END AS original_value
          FROM rate_observations o
         WHERE o.series_id = ${seriesId}
           AND o.observed_on > (SELECT max(observed_on) FROM rate_observations WHERE series_id = ${seriesId}) - ${days}::int
         ORDER BY o.observed_on`,
  );
  return rows.map((row) => ({
    date: row.observed_on,
    value: Number(row.value),
    revised: row.revised,
    ...(row.original_value === null ? {} : { originalValue: Number(row.original_value) }),
  }));
}
