import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackSavings } from './savings-tracker';

const today = new Date(2026, 10, 21);
const inputs = {
  homePrice: '400000',
  downPaymentPercent: '20',
  currentSavings: '25000',
  monthlySavings: '1500',
};

describe('trackSavings', () => {
  it('tracks progress toward a 20% down payment', () => {
    const result = trackSavings(inputs, today);
    expect(result.needed).toBe(80_000);
    expect(result.remaining).toBe(55_000);
    expect(result.progressPercent).toBe(31.25); // 25000 / 80000
    expect(result.monthsToGoal).toBe(37); // ceil(55000 / 1500)
    expect(result.projectedDate).toBe('2029-12-21');
    expect(result.monthlyNeededForTarget).toBeNull();
  });

  it('splits the remainder over 30-day blocks until the target date', () => {
    // 365 days -> ceil(365 / 30) = 13 blocks.
    const result = trackSavings({ ...inputs, targetDate: '2027-11-21' }, today);
    expect(result.monthlyNeededForTarget).toBeCloseTo(55_000 / 13, 8);
    expect(result.targetDateInPast).toBe(false);
  });

  it('asks for the whole remainder when the target date has passed', () => {
    const result = trackSavings({ ...inputs, targetDate: '2025-01-01' }, today);
    expect(result.targetDateInPast).toBe(true);
    expect(result.monthlyNeededForTarget).toBe(55_000);
  });

  it('defaults the percentage to 20', () => {
    expect(trackSavings({ ...inputs, downPaymentPercent: '' }, today).needed).toBe(80_000);
  });

  it('is complete once savings cover the need', () => {
    const result = trackSavings({ ...inputs, currentSavings: '100000' }, today);
    expect(result.remaining).toBe(0);
    expect(result.progressPercent).toBe(100);
    expect(result.monthsToGoal).toBe(0);
    expect(result.projectedDate).toBe('2026-11-21');
  });

  it('has no projection without monthly savings or without a goal', () => {
    expect(trackSavings({ ...inputs, monthlySavings: '0' }, today).projectedDate).toBeNull();
    const blank = trackSavings({}, today);
    expect(blank.progressPercent).toBe(0);
    expect(blank.monthsToGoal).toBeNull();
  });

  it('keeps progress within 0-100 for any input', () => {
    const text = fc.oneof(
      fc.integer({ min: -1_000_000, max: 2_000_000 }).map(String),
      fc.constantFrom('', 'abc', '-0', '1e9'),
    );
    fc.assert(
      fc.property(text, text, text, text, (homePrice, downPaymentPercent, currentSavings, monthlySavings) => {
        const { progressPercent } = trackSavings(
          { homePrice, downPaymentPercent, currentSavings, monthlySavings },
          today,
        );
        expect(progressPercent).toBeGreaterThanOrEqual(0);
        expect(progressPercent).toBeLessThanOrEqual(100);
      }),
      { numRuns: 1_000 },
    );
  });
});
