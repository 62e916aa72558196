import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExtraPaymentPlan } from './extra-payment-plan';
import { simulatePayoff } from './payoff-simulation';

const loanCase = fc.record({
  principal: fc.integer({ min: 100_000, max: 500_000_000 }).map((cents) => cents / 100),
  ratePercent: fc.integer({ min: 1, max: 2_000 }).map((hundredths) => hundredths / 100),
  years: fc.integer({ min: 1, max: 40 }),
});

const extraPlan: fc.Arbitrary<ExtraPaymentPlan> = fc.record({
  amount: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
  frequency: fc.constantFrom('monthly' as const, 'yearly' as const),
  startMonth: fc.integer({ min: 1, max: 500 }),
});

describe('simulatePayoff', () => {
  it('runs the full term without extras, with hand-checked totals', () => {
    const summary = simulatePayoff(300_000, 6.5, 30);
    expect(summary.payoffMonths).toBe(360);
    // 1896.204070 * 360 - 300000
    expect(summary.totalInterest).toBeCloseTo(382_633.47, 2);
    expect(summary.totalPaid).toBeCloseTo(682_633.47, 2);
    expect(summary.yearEndBalances).toHaveLength(31);
    expect(summary.yearEndBalances[0]).toBe(300_000);
    expect(summary.yearEndBalances[30]).toBe(0);
  });

  it('extra payments never increase total interest or the term', () => {
    fc.assert(
      fc.property(loanCase, extraPlan, (loan, plan) => {
        const standard = simulatePayoff(loan.principal, loan.ratePercent, loan.years);
        const accelerated = simulatePayoff(loan.principal, loan.ratePercent, loan.years, plan);
        expect(accelerated.totalInterest).toBeLessThanOrEqual(standard.totalInterest + 1e-6);
        expect(accelerated.payoffMonths).toBeLessThanOrEqual(standard.payoffMonths);
      }),
      { numRuns: 1_000 },
    );
  });

  it('pays nothing for an empty loan', () => {
    const summary = simulatePayoff(0, 6.5, 30);
    expect(summary.payoffMonths).toBe(0);
    expect(summary.totalInterest).toBe(0);
  });
});
