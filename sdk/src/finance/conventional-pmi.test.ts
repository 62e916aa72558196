import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from './amortization-rows';
import { estimatedMonthlyPmi, estimatedPmiPercent, pmiPaymentCount } from './conventional-pmi';
import { remainingBalance } from './remaining-balance';

describe('estimated PMI by loan-to-value', () => {
  it('charges nothing at or below 80% and steps up by LTV above it', () => {
    const value = 400_000;
    expect(estimatedPmiPercent(320_000, value)).toBe(0); // exactly 80%
    expect(estimatedPmiPercent(320_001, value)).toBe(0.2); // just over 80%
    expect(estimatedPmiPercent(340_000, value)).toBe(0.2); // 85%
    expect(estimatedPmiPercent(340_001, value)).toBe(0.4);
    expect(estimatedPmiPercent(360_000, value)).toBe(0.4); // 90%
    expect(estimatedPmiPercent(380_000, value)).toBe(0.6); // 95%
    expect(estimatedPmiPercent(388_000, value)).toBe(0.8); // 97%
    expect(estimatedPmiPercent(388_000, 0)).toBe(0);
  });

  it('is the yearly rate of the loan over 12: $380,000 at 95% is 0.6% / 12 = $190.00', () => {
    expect(estimatedMonthlyPmi(380_000, 400_000)).toBeCloseTo(190, 10);
    expect(estimatedMonthlyPmi(300_000, 400_000)).toBe(0);
  });
});

describe('PMI cancellation at 78% of the original value', () => {
  const scheduled = (loan: number, rate: number, years: number) => (made: number) =>
    remainingBalance(loan, rate, years, made);

  it('ends $320,000 at 6.5% on a $400,000 home after payment 26 (balance first at most $312,000)', () => {
    const payments = pmiPaymentCount(scheduled(320_000, 6.5, 30), 360, 400_000);
    expect(payments).toBe(26);
    expect(remainingBalance(320_000, 6.5, 30, 25)).toBeGreaterThan(312_000);
    expect(remainingBalance(320_000, 6.5, 30, 26)).toBeLessThanOrEqual(312_000);
  });

  it('ends 5% down ($380,000 at 6.5%, 30 years) after payment 135', () => {
    expect(pmiPaymentCount(scheduled(380_000, 6.5, 30), 360, 400_000)).toBe(135);
  });

  it('never runs past the midpoint of the term, and is 0 when the loan starts at or below 78%', () => {
    // 97% LTV at 12% over 50 years barely amortises in 25 years: the midpoint ends it.
    expect(pmiPaymentCount(scheduled(388_000, 12, 50), 600, 400_000)).toBe(300);
    expect(pmiPaymentCount(scheduled(312_000, 6.5, 30), 360, 400_000)).toBe(0);
  });

  it('PMI is zero from the first month whose scheduled balance is at most 78% of the value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 2_000_000 }),
        fc.integer({ min: 801, max: 970 }).map((tenths) => tenths / 1000),
        fc.integer({ min: 100, max: 1200 }).map((hundredths) => hundredths / 100),
        fc.constantFrom(10, 15, 20, 30, 40),
        (value, ltv, rate, years) => {
          const loan = Math.round(value * ltv);
          const schedule = amortizationSchedule(loan, rate, years);
          const balanceAfter = (made: number) => (made === 0 ? loan : schedule[made - 1].balance);
          const count = pmiPaymentCount(balanceAfter, schedule.length, value);
          for (const row of schedule) {
            const opening = balanceAfter(row.month - 1);
            const charged = row.month <= count;
            // Charged exactly while the balance the payment is made on is above 78% and before mid-term.
            expect(charged).toBe(opening > value * 0.78 && row.month <= schedule.length / 2);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
