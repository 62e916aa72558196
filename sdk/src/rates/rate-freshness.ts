/** An observation older than this many business days gets the "stale" cue (issue 11). */
export const STALE_AFTER_BUSINESS_DAYS = 3;

/** Whole business days (Monday to Friday) after `observationDate` up to and including `today`, both ISO dates. */
export function businessDaysBetween(observationDate: string, today: string): number {
  const day = new Date(`${observationDate}T00:00:00Z`);
  const end = new Date(`${today}T00:00:00Z`);
  let count = 0;
  while (day < end) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/** Today's date in New York (FRED publishes on US business days), as yyyy-mm-dd. */
export function todayInNewYork(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
}

/**
 * True when the newest observation is more than three business days old: FRED publishes each
 * business day, so a gap that long means the feed or our checks have stopped.
 */
export function isRateStale(observationDate: string, now: Date = new Date()): boolean {
  return businessDaysBetween(observationDate, todayInNewYork(now)) > STALE_AFTER_BUSINESS_DAYS;
}
