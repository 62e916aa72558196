import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  isoDateAfterMonths,
  parseIsoDate,
  todayIsoDate,
} from './calendar-date';

describe('calendar dates', () => {
  it('parses valid ISO dates and rejects impossible ones', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-13-01')).toBeNull();
    expect(parseIsoDate('02/01/2024')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
  });

  it('knows month lengths including leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('adds months clamping to the end of shorter months', () => {
    const start = { year: 2025, month: 1, day: 31 };
    expect(isoDateAfterMonths(start, 0)).toBe('2025-01-31');
    expect(isoDateAfterMonths(start, 1)).toBe('2025-02-28');
    expect(isoDateAfterMonths(start, 13)).toBe('2026-02-28');
    expect(isoDateAfterMonths(start, 359)).toBe('2054-12-31');
  });

  it('counts days across years, negative into the past', () => {
    expect(daysBetween({ year: 2024, month: 1, day: 1 }, { year: 2025, month: 1, day: 1 })).toBe(366);
    expect(daysBetween({ year: 2025, month: 3, day: 10 }, { year: 2025, month: 3, day: 1 })).toBe(-9);
  });

  it('takes today from the local calendar', () => {
    const moment = new Date(2026, 10, 21, 23, 59);
    expect(calendarDateOf(moment)).toEqual({ year: 2026, month: 11, day: 21 });
    expect(todayIsoDate(moment)).toBe('2026-11-21');
    expect(formatIsoDate({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
  });
});
