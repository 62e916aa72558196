import { FV, PMT } from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remainingBalance } from './remaining-balance';

function excel(value: number | Error): number {
  if (value instanceof Error) throw value;
  return value;
}

const loanCase = fc
  .record({
    principal: fc.integer({ min: 100_000, max: 500_000_000 }).map((cents) => cents / 100),
    ratePercent: fc.integer({ min: 1, max: 2_000 }).map((hundredths) => hundredths / 100),
    years: fc.integer({ min: 1, max: 40 }),
  })
  .chain((loan) =>
    fc.record({ loan: fc.constant(loan), paymentsMade: fc.integer({ min: 0, max: loan.years * 12 }) }),
  );

describe('remainingBalance', () => {
  it('is the loan before any payment and 0 after the last', () => {
    expect(remainingBalance(300_000, 6.5, 30, 0)).toBe(300_000);
    expect(remainingBalance(300_000, 6.5, 30, 360)).toBe(0);
    expect(remainingBalance(300_000, 6.5, 30, 500)).toBe(0);
  });

  it('falls linearly at 0%', () => {
    expect(remainingBalance(120_000, 0, 10, 30)).toBe(90_000);
  });

  it('matches a hand-computed balance after one payment', () => {
    // Month 1 of $300,000 at 6.5%: interest 300000 * 0.065/12 = 1625.00, payment 1896.2041,
    // principal 271.2041, so 299,728.80 is left.
    expect(remainingBalance(300_000, 6.5, 30, 1)).toBeCloseTo(299_728.8, 2);
  });

  it('agrees with Excel FV to the cent on 1,000 generated loans', () => {
    fc.assert(
      fc.property(loanCase, ({ loan, paymentsMade }) => {
        const rate = loan.ratePercent / 1200;
        const payment = excel(PMT(rate, loan.years * 12, loan.principal));
        // FV of the loan after k payments is minus what is still owed.
        const excelBalance = -excel(FV(rate, paymentsMade, payment, loan.principal));
        const ours = remainingBalance(loan.principal, loan.ratePercent, loan.years, paymentsMade);
        expect(Math.abs(ours - excelBalance)).toBeLessThan(0.005);
      }),
      { numRuns: 1_000 },
    );
  });
});
