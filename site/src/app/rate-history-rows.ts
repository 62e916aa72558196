import type { RateType } from '@mrn/sdk/schemas/rate-type';
import type { RateHistory } from '@mrn/sdk/schemas/rates';
import { formatRate } from './rate-format.ts';

/** One date of the chart and table: each series' value that day, if it has one. */
export interface RateHistoryRow {
  date: string;
  '30y'?: number;
  '15y'?: number;
  /** Series whose value that day FRED revised, with the value it first published (if known). */
  revisedFrom?: Partial<Record<RateType, number | null>>;
}

/** Both series on one date axis, oldest first (FRED publishes them on the same days, but not always). */
export function mergeRateHistories(histories: readonly RateHistory[]): RateHistoryRow[] {
  const byDate = new Map<string, RateHistoryRow>();
  for (const history of histories) {
    for (const point of history.points) {
      const row = byDate.get(point.date) ?? { date: point.date };
      row[history.type] = point.value;
      if (point.revised)
        row.revisedFrom = { ...row.revisedFrom, [history.type]: point.originalValue ?? null };
      byDate.set(point.date, row);
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The rate types that have at least one value in `rows`. */
export function seriesPresent(rows: readonly RateHistoryRow[]): RateType[] {
  return (['30y', '15y'] as const).filter((type) => rows.some((row) => row[type] !== undefined));
}

/** "revised from 6.87%" when FRED corrected the series' value that day, else undefined. */
export function revisionNote(row: RateHistoryRow, type: RateType): string | undefined {
  const original = row.revisedFrom?.[type];
  if (original === undefined) return undefined;
  return original === null || original === row[type] ? 'revised' : `revised from ${formatRate(original)}`;
}
