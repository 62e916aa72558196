import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS } from './defaults';
import { calculateRefinance } from './refinance';

const defaults = CALCULATOR_DEFAULTS.refinance;

describe('calculateRefinance', () => {
  it('computes the spec defaults', () => {
    const result = calculateRefinance(defaults);
    expect(result?.newLoanAmount).toBe(250_000);
    // 250000 at 6% / 30y: $5.9955 per $1,000.
    expect(result?.newPayment).toBeCloseTo(1498.88, 2);
    expect(result?.monthlySavings).toBeCloseTo(351.12, 2); // 1850 - 1498.88
    expect(result?.breakEvenMonths).toBeCloseTo(5_000 / 351.1236871, 6); // 14.24
    expect(result?.breakEvenYears).toBeCloseTo(14.24 / 12, 3);
    expect(result?.totalMonthlySavings).toBeCloseTo(60 * 351.1236871, 4);
    expect(result?.netSavings).toBeCloseTo(60 * 351.1236871 - 5_000, 4);
    // Old loan: 250000 at 7.5% over 25 years pays 1847.48 a month: 300 x 1847.478 - 250000.
    expect(result?.oldTotalInterest).toBeCloseTo(304_243.38, 2);
    expect(result?.newTotalInterest).toBeCloseTo(289_595.47, 2);
    expect(result?.interestDifference).toBeCloseTo(14_647.91, 2);
    expect(result?.analysisYears).toBe(5);
    expect(result?.termLongerThanRemaining).toBe(true);
  });

  it('break-even months times monthly savings is the closing cost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 2_000_000 }),
        fc.integer({ min: 200, max: 1_200 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 100, max: 1_000 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 0, max: 50_000 }),
        (balance, currentRate, newRate, closingCosts) => {
          const result = calculateRefinance({
            ...defaults,
            currentBalance: String(balance),
            currentRate: String(currentRate),
            currentPayment: '',
            newRate: String(newRate),
            newTerm: '25',
            closingCosts: String(closingCosts),
          });
          if (result === null) throw new Error('expected a result');
          if (result.monthlySavings > 0) {
            expect((result.breakEvenMonths ?? 0) * result.monthlySavings).toBeCloseTo(closingCosts, 6);
            expect(result.breakEvenYears).toBeCloseTo((result.breakEvenMonths ?? 0) / 12, 10);
          } else {
            expect(result.breakEvenMonths).toBeNull();
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('shows no break-even when the new payment is higher', () => {
    const result = calculateRefinance({ ...defaults, newRate: '9' });
    expect(result?.monthlySavings).toBeLessThan(0);
    expect(result?.breakEvenMonths).toBeNull();
    expect(result?.breakEvenYears).toBeNull();
  });

  it('uses the scheduled payment when the current payment is empty', () => {
    const result = calculateRefinance({ ...defaults, currentPayment: '' });
    expect(result?.currentPayment).toBeCloseTo(1847.48, 2);
  });

  it('adds cash out to the new loan', () => {
    expect(calculateRefinance({ ...defaults, cashOut: '20000' })?.newLoanAmount).toBe(270_000);
  });

  it('warns only when the new term outlasts the current loan', () => {
    expect(calculateRefinance({ ...defaults, newTerm: '20' })?.termLongerThanRemaining).toBe(false);
    expect(calculateRefinance({ ...defaults, newTerm: '25' })?.termLongerThanRemaining).toBe(false);
  });

  it('defaults empty new term and analysis period to 30 and 5 years', () => {
    const result = calculateRefinance({ ...defaults, newTerm: '', analysisYears: '' });
    expect(result?.newPayment).toBeCloseTo(1498.88, 2);
    expect(result?.analysisYears).toBe(5);
  });

  it('counts only payments each loan still makes within the analysis period', () => {
    // Current loan has 2 years left; over 5 years it makes 24 payments, the new one 60.
    const result = calculateRefinance({ ...defaults, yearsRemaining: '2', currentPayment: '1850' });
    expect(result?.totalMonthlySavings).toBeCloseTo(1850 * 24 - (result?.newPayment ?? 0) * 60, 6);
    expect(result?.oldRemainingBalance).toBe(0);
  });

  it('needs balance, both rates and years remaining above 0', () => {
    expect(calculateRefinance({ ...defaults, currentBalance: '' })).toBeNull();
    expect(calculateRefinance({ ...defaults, currentRate: '0' })).toBeNull();
    expect(calculateRefinance({ ...defaults, newRate: 'abc' })).toBeNull();
    expect(calculateRefinance({ ...defaults, yearsRemaining: '0' })).toBeNull();
  });
});
