/**
 * When a week's digest is due. Dates are UTC calendar dates ('YYYY-MM-DD'); a week runs Monday to
 * Sunday and is named by its Monday, so one person gets at most one digest a week whatever the
 * series' cadence.
 */

/** The newest two stored observation dates of a tracked series (real data only, not the sample year). */
export interface SeriesDates {
  latest: string;
  previous: string | null;
}

export interface DueDigest {
  /** The Monday of the digest's week: with the person, the key that makes queueing idempotent. */
  weekOf: string;
  /** The last observation date the digest reports on. */
  asOf: string;
}

/**
 * A daily series' digest goes out on Friday from 13:00 UTC (8 or 9 am US Eastern), when the week's
 * readings through Thursday are in.
 */
export const DAILY_DIGEST_HOUR_UTC = 13;

const DAY_MS = 24 * 3600 * 1000;

function dateOf(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function addDays(iso: string, days: number): string {
  return new Date(dateOf(iso).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday on or before a date. */
export function mondayOf(iso: string): string {
  const weekday = dateOf(iso).getUTCDay(); // 0 = Sunday
  return addDays(iso, -((weekday + 6) % 7));
}

/**
 * Weekly (Freddie Mac's PMMS: one reading a week, dated Thursday, or Wednesday in a holiday week)
 * when the last two readings are five or more days apart; daily (weekdays) otherwise. Read from the
 * data, so the configured series decide and nothing else needs setting.
 */
export function isWeeklySeries(dates: SeriesDates): boolean {
  if (dates.previous === null) return false;
  return dateOf(dates.latest).getTime() - dateOf(dates.previous).getTime() >= 5 * DAY_MS;
}

/**
 * The digest due at `now`, or null. `series` lists the tracked series that have data, the primary
 * (30-year) first; its cadence decides.
 * - Weekly series: due once every one of them has its reading for the current week; it reports on
 *   the newest of those readings.
 * - Daily series: due from Friday 13:00 UTC to the end of Sunday, reporting on the week through
 *   Friday, provided the primary series has a reading from this week at all (a week without new
 *   rates has nothing to report).
 * Only the current week is ever due, so a worker started after a long stop sends no old digests.
 */
export function dueDigest(now: Date, series: readonly SeriesDates[]): DueDigest | null {
  const [primary] = series;
  if (!primary) return null;
  const today = now.toISOString().slice(0, 10);
  const weekOf = mondayOf(today);
  const inThisWeek = (date: string) => date >= weekOf && date <= today;
  if (isWeeklySeries(primary)) {
    if (!series.every((dates) => inThisWeek(dates.latest))) return null;
    const asOf = series
      .map((dates) => dates.latest)
      .reduce((newest, date) => (date > newest ? date : newest));
    return { weekOf, asOf };
  }
  const friday = addDays(weekOf, 4);
  const fridayMorning = dateOf(friday).getTime() + DAILY_DIGEST_HOUR_UTC * 3600 * 1000;
  if (now.getTime() < fridayMorning || !inThisWeek(primary.latest)) return null;
  return { weekOf, asOf: friday };
}
