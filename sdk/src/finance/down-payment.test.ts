import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS } from './defaults';
import { calculateDownPayment } from './down-payment';

const defaults = CALCULATOR_DEFAULTS['down-payment'];
const today = new Date(2026, 10, 21); // 21 November 2026, local time

describe('calculateDownPayment', () => {
  it('computes the spec defaults', () => {
    const result = calculateDownPayment(defaults, today);
    expect(result?.downPaymentAmount).toBe(80_000); // 20% of 400000
    expect(result?.needToSave).toBe(55_000); // 80000 - 25000
    expect(result?.monthsToSave).toBe(37); // ceil(55000 / 1500) = ceil(36.67)
    expect(result?.targetCompletionDate).toBe('2029-12-21');
    expect(result?.loanAmount).toBe(320_000);
    expect(result?.loanToValue).toBe(80);
    expect(result?.requiresPmi).toBe(false);
    expect(result?.hasTargetDate).toBe(false);
    expect(result?.canAffordByDate).toBeNull();
    expect(result?.shortfall).toBeNull();
  });

  it('lists the five scenarios in order with their amounts', () => {
    const scenarios = calculateDownPayment(defaults, today)?.scenarios ?? [];
    expect(scenarios.map((s) => [s.percent, s.name])).toEqual([
      [3, 'Conventional'],
      [3.5, 'FHA'],
      [5, 'Conventional'],
      [10, 'Good'],
      [20, 'Ideal - No PMI'],
    ]);
    expect(scenarios.map((s) => s.amount)).toEqual([12_000, 14_000, 20_000, 40_000, 80_000]);
    // 10%: 40000 - 25000 = 15000 at 1500 a month = 10 months. 3%: already saved.
    expect(scenarios[3]).toMatchObject({ needToSave: 15_000, monthsToSave: 10 });
    expect(scenarios[0]).toMatchObject({ needToSave: 0, monthsToSave: 0 });
  });

  it('measures a target date in 30.44-day months', () => {
    // 21 Nov 2026 to 1 Jun 2027 is 192 days = 6.3 months -> 6 deposits: 25000 + 9000 = 34000.
    const result = calculateDownPayment({ ...defaults, targetDate: '2027-06-01' }, today);
    expect(result?.monthsUntilTarget).toBe(6);
    expect(result?.canAffordByDate).toBe(false);
    expect(result?.shortfall).toBe(46_000);
    expect(result?.targetDateInPast).toBe(false);
    expect(result?.monthlySavingsNeededForTarget).toBeCloseTo(55_000 / 6, 8);
  });

  it('reports a reachable target date', () => {
    // 21 Nov 2026 to 21 Feb 2030 is 1188 days = 39.03 months -> 25000 + 39 x 1500 = 83500.
    const result = calculateDownPayment({ ...defaults, targetDate: '2030-02-21' }, today);
    expect(result?.monthsUntilTarget).toBe(39);
    expect(result?.canAffordByDate).toBe(true);
    expect(result?.shortfall).toBe(0);
  });

  it('treats a target date in the past as no time left', () => {
    const result = calculateDownPayment({ ...defaults, targetDate: '2026-01-01' }, today);
    expect(result?.targetDateInPast).toBe(true);
    expect(result?.monthsUntilTarget).toBe(0);
    expect(result?.canAffordByDate).toBe(false);
    expect(result?.shortfall).toBe(55_000);
    expect(result?.monthlySavingsNeededForTarget).toBeNull();
  });

  it('ignores an invalid target date', () => {
    expect(calculateDownPayment({ ...defaults, targetDate: '2027-02-30' }, today)?.hasTargetDate).toBe(false);
  });

  it('defaults an empty percentage to 20 but keeps an explicit one', () => {
    expect(calculateDownPayment({ ...defaults, downPaymentPercent: '' }, today)?.downPaymentAmount).toBe(
      80_000,
    );
    const ten = calculateDownPayment({ ...defaults, downPaymentPercent: '10' }, today);
    expect(ten?.downPaymentAmount).toBe(40_000);
    expect(ten?.requiresPmi).toBe(true);
  });

  it('has no finish date when nothing is saved monthly', () => {
    const result = calculateDownPayment({ ...defaults, monthlySavings: '' }, today);
    expect(result?.monthsToSave).toBeNull();
    expect(result?.targetCompletionDate).toBeNull();
  });

  it('is done today when savings already cover it', () => {
    const result = calculateDownPayment({ ...defaults, currentSavings: '90000' }, today);
    expect(result?.needToSave).toBe(0);
    expect(result?.monthsToSave).toBe(0);
    expect(result?.targetCompletionDate).toBe('2026-11-21');
  });

  it('needs a price above 0', () => {
    expect(calculateDownPayment({ ...defaults, homePrice: '' }, today)).toBeNull();
    expect(calculateDownPayment({ ...defaults, homePrice: '-1' }, today)).toBeNull();
  });
});
