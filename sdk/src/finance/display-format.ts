/**
 * Display text the finance module does not format: calendar dates and month counts.
 * Dates are read as UTC days so 'YYYY-MM-DD' shows the same day in every time zone.
 */
/** The long and the short date differ only in how the month is spelt. */
function utcDateFormat(month: 'long' | 'short'): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });
}
const longDate = utcDateFormat('long');
const shortDate = utcDateFormat('short');

function utcDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** '2027-03-15' -> 'March 15, 2027' */
export function formatLongDate(isoDate: string): string {
  return longDate.format(utcDay(isoDate));
}

/** '2027-03-15' -> 'Mar 15, 2027' (table cells) */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(utcDay(isoDate));
}

/** 1 -> '1 month', 14 -> '14 months' */
export function formatMonths(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}

/** 1 -> '1 year', 2.5 -> '2.5 years' */
export function formatYears(years: number, decimals = 1): string {
  const shown = Number(years.toFixed(decimals));
  return shown === 1 ? '1 year' : `${shown} years`;
}
