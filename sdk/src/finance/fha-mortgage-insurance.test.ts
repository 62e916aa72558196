import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fhaAnnualMipPercent,
  fhaMinimumDownPayment,
  fhaMipPaymentCount,
  fhaMonthlyMip,
  fhaUpfrontMip,
  firstYearAverageBalanceFactor,
} from './fha-mortgage-insurance';

/** Textbook balance after k payments, month by month (independent of remainingBalance). */
function balanceAfter(principal: number, ratePercent: number, years: number, made: number): number {
  const r = ratePercent / 1200;
  const n = years * 12;
  const payment = (principal * r) / (1 - (1 + r) ** -n);
  let balance = principal;
  for (let month = 0; month < made; month++) balance = balance * (1 + r) - payment;
  return balance;
}

describe('FHA mortgage insurance (HUD ML 2023-05)', () => {
  it('charges 1.75% upfront and needs 3.5% down', () => {
    expect(fhaUpfrontMip(386_000)).toBeCloseTo(6_755, 8);
    expect(fhaMinimumDownPayment(400_000)).toBe(14_000);
  });

  it('prices annual MIP by term, LTV and base loan size', () => {
    // Over 15 years, base at or under $726,200.
    expect(fhaAnnualMipPercent(386_000, 400_000, 30)).toBe(0.55); // 96.5% LTV
    expect(fhaAnnualMipPercent(380_000, 400_000, 30)).toBe(0.5); // 95% LTV exactly
    expect(fhaAnnualMipPercent(300_000, 400_000, 30)).toBe(0.5);
    // Over 15 years, base above $726,200.
    expect(fhaAnnualMipPercent(772_000, 800_000, 30)).toBe(0.75);
    expect(fhaAnnualMipPercent(760_000, 800_000, 30)).toBe(0.7);
    // 15 years or less.
    expect(fhaAnnualMipPercent(360_000, 400_000, 15)).toBe(0.15); // 90%
    expect(fhaAnnualMipPercent(386_000, 400_000, 15)).toBe(0.4);
    expect(fhaAnnualMipPercent(780_000, 1_000_000, 15)).toBe(0.15); // 78%, high balance
    expect(fhaAnnualMipPercent(900_000, 1_000_000, 15)).toBe(0.4); // 90%, high balance
    expect(fhaAnnualMipPercent(965_000, 1_000_000, 15)).toBe(0.65);
    // A 15.5-year term is over 15 years.
    expect(fhaAnnualMipPercent(386_000, 400_000, 15.5)).toBe(0.55);
  });

  it('keeps MIP 11 years from at most 90% LTV, else for the whole term', () => {
    expect(fhaMipPaymentCount(360_000, 400_000, 30)).toBe(132);
    expect(fhaMipPaymentCount(360_001, 400_000, 30)).toBe(360);
    expect(fhaMipPaymentCount(300_000, 400_000, 10)).toBe(120);
  });

  it('averages the first 12 scheduled balances: at 0% that is 1 - 5.5/n', () => {
    expect(firstYearAverageBalanceFactor(0, 30)).toBeCloseTo(1 - 5.5 / 360, 12);
    let total = 0;
    for (let made = 0; made < 12; made++) total += balanceAfter(1, 6.5, 30, made);
    expect(firstYearAverageBalanceFactor(6.5, 30)).toBeCloseTo(total / 12, 10);
  });

  it('worked example: $386,000 base at 6.5% for 30 years, 96.5% LTV pays $176.02 a month', () => {
    // 0.55% x average first-year balance $384,045.70 / 12.
    expect(fhaMonthlyMip(386_000, 400_000, 6.5, 30)).toBeCloseTo(176.02, 2);
  });

  it('monthly MIP is base x factor x rate / 12 for any loan', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 1_500_000 }),
        fc.integer({ min: 0, max: 965 }).map((tenths) => tenths / 1000),
        fc.integer({ min: 1, max: 1500 }).map((hundredths) => hundredths / 100),
        fc.constantFrom(10, 15, 20, 30),
        (value, ltv, rate, years) => {
          const base = value * ltv;
          const expected =
            (base * firstYearAverageBalanceFactor(rate, years) * fhaAnnualMipPercent(base, value, years)) /
            1200;
          expect(fhaMonthlyMip(base, value, rate, years)).toBeCloseTo(expected, 8);
          expect(fhaMonthlyMip(base, value, rate, years)).toBeLessThanOrEqual((base * 0.75) / 1200 + 1e-9);
        },
      ),
    );
  });
});
