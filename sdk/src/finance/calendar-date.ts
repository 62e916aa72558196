/**
 * Calendar dates without time zones. Payment dates and target dates are days on a calendar, so they
 * are handled as year/month/day triples; going through Date objects would shift them by a day for
 * users west or east of UTC.
 */
export interface CalendarDate {
  readonly year: number;
  /** 1 = January. */
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MILLISECONDS_PER_DAY = 86_400_000;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Plain arithmetic rather than a Date: this runs once per row of a dated schedule. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
}

/**
 * Reads 'YYYY-MM-DD' (what an <input type="date"> yields); anything else, including a field that
 * holds no text at all, or an impossible day, is null.
 */
export function parseIsoDate(text: unknown): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The calendar day a moment falls on where the code runs (the user's "today"). */
export function calendarDateOf(moment: Date): CalendarDate {
  return { year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() };
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

export function formatIsoDate(date: CalendarDate): string {
  return `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;
}

/**
 * The same day `months` months later as an ISO string, clamped to the end of shorter months
 * (Jan 31 + 1 month = Feb 28/29), as lenders date monthly payments.
 */
export function isoDateAfterMonths(start: CalendarDate, months: number): string {
  const monthIndex = start.month - 1 + months;
  const year = start.year + Math.floor(monthIndex / 12);
  const month = monthIndex - Math.floor(monthIndex / 12) * 12 + 1;
  const lastDay = daysInMonth(year, month);
  const day = Math.min(start.day, lastDay);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const fromTime = Date.UTC(from.year, from.month - 1, from.day);
  const toTime = Date.UTC(to.year, to.month - 1, to.day);
  return Math.round((toTime - fromTime) / MILLISECONDS_PER_DAY);
}

/** Today's date as 'YYYY-MM-DD' where the code runs; handy as the minimum of a date field. */
export function todayIsoDate(today: Date = new Date()): string {
  return formatIsoDate(calendarDateOf(today));
}
