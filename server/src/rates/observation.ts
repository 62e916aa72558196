/** One daily value of a FRED series, as parsed from either the JSON API or the CSV download. */
export interface Observation {
  /** ISO calendar date, `YYYY-MM-DD`. */
  date: string;
  /** Percent, e.g. 6.125. */
  value: number;
  /**
   * `YYYY-MM-DD`: FRED's `realtime_start`, the first day of the real-time period in which it reports
   * this value (JSON API only; the CSV download does not carry it).
   */
  realtimeStart?: string;
}

/** FRED's marker for "no value that day" (holidays, not yet published). Newer CSVs leave the cell empty. */
export function isMissingValue(raw: string): boolean {
  const trimmed = raw.trim();
  return trimmed === '.' || trimmed === '';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(raw: string): boolean {
  if (!ISO_DATE.test(raw)) return false;
  const parsed = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === raw;
}

/**
 * The `realtimeStart` of each observation as one PostgreSQL `date[]` literal (see arrayLiteral): an
 * unquoted NULL is SQL NULL, for sources that report none (the CSV download).
 */
export function realtimeStartsLiteral(items: readonly { realtimeStart?: string }[]): string {
  return `{${items.map((item) => item.realtimeStart ?? 'NULL').join(',')}}`;
}
