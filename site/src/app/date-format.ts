const calendarDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const localCalendarDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

const shortCalendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthAndYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/**
 * "Jan 5, 2026": a date-only ISO string (an observation date) as that calendar day, a timestamp
 * (when a mail went out) as the day in the reader's time zone. Unparseable text is shown as is.
 */
export function formatDate(iso: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (dateOnly ? calendarDate : localCalendarDate).format(date);
}

/** Axis tick for a chart: "Jan 5" over short ranges, "Jan 26" (month and year) over long ones. */
export function formatAxisDate(iso: string, longRange: boolean): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return (longRange ? monthAndYear : shortCalendarDate).format(date);
}
