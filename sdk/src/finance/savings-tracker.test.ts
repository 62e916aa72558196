import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNotComputable } from './input-bounds';
import { type SavingsTrackerInputs, trackSavings as trackOrRefuse } from './savings-tracker';

/** The tracker's figures for inputs inside the bounds (a refusal fails the test). */
function trackSavings(inputs: SavingsTrackerInputs, today: Date) {
  const result = trackOrRefuse(inputs, today);
  if (isNotComputable(result)) throw new Error(`refused: ${JSON.stringify(result.fields)}`);
  return result;
}

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

  it('keeps progress within 0-100 for any input it computes', () => {
    const text = fc.oneof(
      fc.integer({ min: -1_000_000, max: 2_000_000 }).map(String),
      fc.constantFrom('', 'abc', '-0', '1e9'),
    );
    fc.assert(
      fc.property(text, text, text, text, (homePrice, downPaymentPercent, currentSavings, monthlySavings) => {
        const result = trackOrRefuse(
          { homePrice, downPaymentPercent, currentSavings, monthlySavings },
          today,
        );
        if (isNotComputable(result)) return; // out of bounds: refused, nothing to show
        expect(result.progressPercent).toBeGreaterThanOrEqual(0);
        expect(result.progressPercent).toBeLessThanOrEqual(100);
      }),
      { numRuns: 1_000 },
    );
  });

  it('refuses numbers outside the down payment calculator’s bounds with a typed refusal', () => {
    expect(trackOrRefuse({ ...inputs, homePrice: '1e308', downPaymentPercent: '150' }, today)).toEqual({
      notComputable: true,
      fields: {
        homePrice: 'Enter 0 or $0.01 to $100,000,000.',
        downPaymentPercent: 'Enter 0 or 0.001% to 100%.',
      },
    });
    expect(isNotComputable(trackOrRefuse({ ...inputs, monthlySavings: '5e-324' }, today))).toBe(true);
  });
});
