import { describe, expect, it } from 'vitest';
import { formatAxisDate, formatDate } from './date-format.ts';
import { describeAlert, formatRate, formatThreshold } from './rate-format.ts';

describe('rate formats', () => {
  it('shows observed rates with two or three decimals', () => {
    expect(formatRate(6.85)).toBe('6.85%');
    expect(formatRate(6.1)).toBe('6.10%');
    expect(formatRate(6.125)).toBe('6.125%');
    expect(formatRate(6.1254)).toBe('6.125%');
  });

  it('shows thresholds with three decimals', () => {
    expect(formatThreshold(5.75)).toBe('5.750%');
    expect(describeAlert({ rateType: '30y', direction: 'below', threshold: 5.75 })).toBe(
      '30-year fixed below 5.750%',
    );
    expect(describeAlert({ rateType: '15y', direction: 'above', threshold: 7 })).toBe(
      '15-year fixed above 7.000%',
    );
  });
});

describe('date formats', () => {
  it('shows an observation date as that calendar day, whatever the time zone', () => {
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDate('2025-12-31')).toBe('Dec 31, 2025');
  });

  it('shows a timestamp and leaves unparseable text alone', () => {
    expect(formatDate('2026-03-10T12:00:00Z')).toBe('Mar 10, 2026');
    expect(formatDate('soon')).toBe('soon');
  });

  it('labels axis ticks by day over short ranges and by month over long ones', () => {
    expect(formatAxisDate('2026-03-10', false)).toBe('Mar 10');
    expect(formatAxisDate('2026-03-10', true)).toBe('Mar 26');
  });
});
