import { FV, PMT } from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS } from './defaults';
import { compareTerms } from './term-comparison';

const defaults = CALCULATOR_DEFAULTS['15-vs-30'];

function excel(value: number | Error): number {
  if (value instanceof Error) throw value;
  return value;
}

describe('compareTerms', () => {
  it('compares the spec defaults', () => {
    const result = compareTerms(defaults);
    expect(result?.loanAmount).toBe(320_000);
    expect(result?.monthlyPayment15).toBeCloseTo(2700.34, 2);
    expect(result?.monthlyPayment30).toBeCloseTo(2022.62, 2);
    expect(result?.totalPayments15).toBeCloseTo(2700.341849755 * 180, 4);
    expect(result?.totalInterest15).toBeCloseTo(166_061.53, 2);
    expect(result?.totalInterest30).toBeCloseTo(408_142.36, 2);
    // Spec: 15-year payment minus 30-year payment.
    expect(result?.monthlySavings).toBeCloseTo(677.72, 2);
    expect(result?.interestSavings).toBeCloseTo(242_080.83, 2);
    expect(result?.totalSavings).toBeCloseTo(242_080.83, 2);
  });

  it('reports the 30-year balance when the 15-year loan is repaid, as Excel FV does', () => {
    const rate = 6.5 / 1200;
    const balance = -excel(FV(rate, 180, excel(PMT(rate, 360, 320_000)), 320_000));
    expect(compareTerms(defaults)?.balance30After15).toBeCloseTo(balance, 2);
  });

  it('charts balances for years 0 to 30', () => {
    const balances = compareTerms(defaults)?.yearlyBalances ?? [];
    expect(balances).toHaveLength(31);
    expect(balances[0]).toEqual({ year: 0, balance15: 320_000, balance30: 320_000 });
    expect(balances[15].balance15).toBe(0);
    expect(balances[15].balance30).toBeCloseTo(232_189.25, 2);
    expect(balances[30].balance30).toBe(0);
  });

  it('a 15-year loan at the same rate always pays less interest than a 30-year one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 2_000 }).map((hundredths) => String(hundredths / 100)),
        (price, downPercent, rate) => {
          const down = Math.floor((price * downPercent) / 100);
          const result = compareTerms({
            homePrice: String(price),
            downPayment: String(down),
            rate15: rate,
            rate30: rate,
          });
          if (price - down === 0) expect(result?.interestSavings).toBe(0);
          else expect(result?.totalInterest15).toBeLessThan(result?.totalInterest30 ?? 0);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('needs price and both rates above 0', () => {
    expect(compareTerms({ ...defaults, homePrice: '' })).toBeNull();
    expect(compareTerms({ ...defaults, rate15: '0' })).toBeNull();
    expect(compareTerms({ ...defaults, rate30: '-1' })).toBeNull();
  });
});
