import { CONFORMING_SERIES } from '@mrn/sdk/schemas/rate-series';
import type { RateHistory } from '@mrn/sdk/schemas/rates';
import { formatRate } from './rate-format.ts';

/** One date of the chart and table: each drawn series' value that day (by FRED series id), if it has one. */
export interface RateHistoryRow {
  date: string;
  values: Partial<Record<string, number>>;
  /** Series whose value that day FRED revised, with the value it first published (if known). */
  revisedFrom?: Partial<Record<string, number | null>>;
}

/** The series a history answer is of (older answers name only the conforming term). */
export function seriesOfHistory(history: RateHistory): string {
  return history.series ?? CONFORMING_SERIES[history.type];
}

/** The series on one date axis, oldest first (FRED publishes them on the same days, but not always). */
export function mergeRateHistories(histories: readonly RateHistory[]): RateHistoryRow[] {
  const byDate = new Map<string, RateHistoryRow>();
  for (const history of histories) {
    const series = seriesOfHistory(history);
    for (const point of history.points) {
      const row = byDate.get(point.date) ?? { date: point.date, values: {} };
      row.values[series] = point.value;
      if (point.revised) row.revisedFrom = { ...row.revisedFrom, [series]: point.originalValue ?? null };
      byDate.set(point.date, row);
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Of `drawn` (series ids, in order), those with at least one value in `rows`. */
export function seriesPresent(rows: readonly RateHistoryRow[], drawn: readonly string[]): string[] {
  return drawn.filter((series) => rows.some((row) => row.values[series] !== undefined));
}

/** "revised from 6.87%" when FRED corrected the series' value that day, else undefined. */
export function revisionNote(row: RateHistoryRow, series: string): string | undefined {
  const original = row.revisedFrom?.[series];
  if (original === undefined) return undefined;
  return original === null || original === row.values[series]
    ? 'revised'
    : `revised from ${formatRate(original)}`;
}
