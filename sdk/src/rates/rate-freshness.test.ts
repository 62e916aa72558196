import { describe, expect, it } from 'vitest';
import { businessDaysBetween, isRateStale, todayInNewYork } from './rate-freshness';

describe('rate freshness', () => {
  it('counts weekdays only', () => {
    // Friday 2026-11-20 to Monday 2026-11-23: one business day.
    expect(businessDaysBetween('2026-11-20', '2026-11-23')).toBe(1);
    expect(businessDaysBetween('2026-11-20', '2026-11-20')).toBe(0);
    expect(businessDaysBetween('2026-11-16', '2026-11-23')).toBe(5);
  });

  it('is stale after more than three business days', () => {
    const tuesdayNoonNewYork = new Date('2026-11-24T17:00:00Z');
    expect(todayInNewYork(tuesdayNoonNewYork)).toBe('2026-11-24');
    expect(isRateStale('2026-11-19', tuesdayNoonNewYork)).toBe(false); // Thu: 3 business days
    expect(isRateStale('2026-11-18', tuesdayNoonNewYork)).toBe(true); // Wed: 4
  });
});
