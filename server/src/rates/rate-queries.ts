import type { RateHistoryPoint, RateType } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.ts';
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

/**
 * The newest stored observation of each tracked series (series with no data yet are left out), in
 * one query: one index probe per series on rate_observations (series_id, observed_on).
 */
export async function currentRates(
  db: DatabaseExecutor,
  series: readonly RateSeries[],
): Promise<CurrentRate[]> {
  const rows = await queryRows<{ series_id: string; observed_on: string; value: string; sample: boolean }>(
    db,
    sql`SELECT s.series_id, o.observed_on::text AS observed_on, o.value::text AS value, o.sample
          FROM unnest(${arrayLiteral(series.map((tracked) => tracked.seriesId))}::text[]) AS s(series_id)
          JOIN LATERAL (SELECT observed_on, value, sample FROM rate_observations r
                         WHERE r.series_id = s.series_id ORDER BY observed_on DESC LIMIT 1) AS o ON true`,
  );
  return series.flatMap(({ rateType, seriesId }) => {
    const row = rows.find((candidate) => candidate.series_id === seriesId);
    return row
      ? [{ type: rateType, seriesId, value: Number(row.value), date: row.observed_on, sample: row.sample }]
      : [];
  });
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
