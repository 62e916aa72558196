import { PMT } from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPayment } from './monthly-payment';

function excel(value: number | Error): number {
  if (value instanceof Error) throw value;
  return value;
}

/** Loans from $1,000 to $5M (whole cents), rates 0.01%-20%, terms 1-40 years. */
const loanCase = fc.record({
  principal: fc.integer({ min: 100_000, max: 500_000_000 }).map((cents) => cents / 100),
  ratePercent: fc.integer({ min: 1, max: 2_000 }).map((hundredths) => hundredths / 100),
  years: fc.integer({ min: 1, max: 40 }),
});

describe('monthlyPayment', () => {
  it('matches the spec payment defaults: $320,000 at 6.5% over 30 years is $2,022.62', () => {
    expect(monthlyPayment(320_000, 6.5, 30)).toBeCloseTo(2022.62, 2);
  });

  it('matches published amortization-table figures', () => {
    // $300,000 at 6.5% / 30y: $6.3207 per $1,000 -> $1,896.20.
    expect(monthlyPayment(300_000, 6.5, 30)).toBeCloseTo(1896.2, 2);
    // $320,000 at 6.0% / 15y: $8.4386 per $1,000 -> $2,700.34.
    expect(monthlyPayment(320_000, 6, 15)).toBeCloseTo(2700.34, 2);
  });

  it('divides evenly at a 0% rate', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000);
  });

  it('is 0 for a non-positive principal or a term under a month', () => {
    expect(monthlyPayment(0, 6.5, 30)).toBe(0);
    expect(monthlyPayment(-5_000, 6.5, 30)).toBe(0);
    expect(monthlyPayment(100_000, 6.5, 0)).toBe(0);
    expect(monthlyPayment(Number.NaN, 6.5, 30)).toBe(0);
  });

  it('agrees with Excel PMT to the cent on 1,000 generated loans', () => {
    fc.assert(
      fc.property(loanCase, ({ principal, ratePercent, years }) => {
        const excelPayment = -excel(PMT(ratePercent / 1200, years * 12, principal));
        expect(Math.abs(monthlyPayment(principal, ratePercent, years) - excelPayment)).toBeLessThan(0.005);
      }),
      { numRuns: 1_000 },
    );
  });
});
