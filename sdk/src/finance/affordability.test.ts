import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateAffordability } from './affordability';
import { CALCULATOR_DEFAULTS } from './defaults';

const defaults = CALCULATOR_DEFAULTS.affordability;

/**
 * Independent statement of the spec's payment at a given price: P&I via the textbook formula,
 * tax and insurance as yearly percentages of price, PMI when the loan is over 80% of the price.
 */
function paymentAtPrice(
  price: number,
  down: number,
  ratePercent: number,
  years: number,
  taxPercent: number,
  insurancePercent: number,
  pmiPercent: number,
): number {
  const loan = Math.max(0, price - down);
  const r = ratePercent / 1200;
  const n = years * 12;
  const principalInterest = (loan * r) / (1 - (1 + r) ** -n);
  const pmi = loan > 0.8 * price ? (loan * pmiPercent) / 1200 : 0;
  return principalInterest + (price * (taxPercent + insurancePercent)) / 1200 + pmi;
}

describe('calculateAffordability', () => {
  it('solves the spec defaults', () => {
    const result = calculateAffordability(defaults);
    // Income 80000/12 = 6666.67; 28% = 1866.67; 36% - 500 debts = 1900; the lower wins.
    expect(result?.allowedPayment).toBeCloseTo(1866.67, 2);
    // Solving by hand on the PMI piece (price > 5 x 50000):
    // (1866.67 + 50000 x (0.0063207 + 0.0004167)) / (0.0063207 + 0.0004167 + 0.0014167) = 270,239.x
    expect(result?.maxHomePrice).toBe(270_239);
    expect(result?.maxLoanAmount).toBe(220_239);
    expect(result?.monthlyPmi).toBeCloseTo((220_239 * 0.5) / 1200, 6);
    expect(result?.monthlyPropertyTax).toBeCloseTo(270.24, 2);
    expect(result?.monthlyInsurance).toBeCloseTo(112.6, 2);
    expect(result?.monthlyPayment).toBeLessThanOrEqual(1866.67);
    expect(result?.housingRatio).toBeCloseTo(28, 2);
    expect(result?.debtToIncomeRatio).toBeCloseTo(35.5, 2);
  });

  it('is the largest whole-dollar price whose payment fits, for 1,000 generated cases', () => {
    const scenario = fc.record({
      income: fc.integer({ min: 10_000, max: 2_000_000 }),
      debts: fc.integer({ min: 0, max: 3_000 }),
      down: fc.integer({ min: 0, max: 1_000_000 }),
      rate: fc.integer({ min: 100, max: 1_500 }).map((hundredths) => hundredths / 100),
      years: fc.constantFrom(10, 15, 20, 30),
      tax: fc.integer({ min: 1, max: 40 }).map((tenths) => tenths / 10),
      insurance: fc.integer({ min: 1, max: 20 }).map((tenths) => tenths / 10),
      pmi: fc.integer({ min: 1, max: 20 }).map((tenths) => tenths / 10),
    });
    fc.assert(
      fc.property(scenario, (s) => {
        const result = calculateAffordability({
          annualIncome: String(s.income),
          monthlyDebts: String(s.debts),
          downPayment: String(s.down),
          interestRate: String(s.rate),
          loanTerm: String(s.years),
          propertyTaxRate: String(s.tax),
          insuranceRate: String(s.insurance),
          pmiRate: String(s.pmi),
        });
        const allowed = Math.min((s.income / 12) * 0.28, (s.income / 12) * 0.36 - s.debts);
        if (allowed <= 0) {
          expect(result).toBeNull();
          return;
        }
        expect(result).not.toBeNull();
        const price = result?.maxHomePrice ?? 0;
        const at = (p: number) => paymentAtPrice(p, s.down, s.rate, s.years, s.tax, s.insurance, s.pmi);
        expect(at(price)).toBeLessThanOrEqual(allowed + 1e-6);
        expect(at(price + 1)).toBeGreaterThan(allowed);
        expect(result?.monthlyPayment).toBeCloseTo(at(price), 6);
      }),
      { numRuns: 1_000 },
    );
  });

  it('finds prices below $100,000 and above $1.1M, which the old linear search could not', () => {
    const modest = calculateAffordability({
      ...defaults,
      annualIncome: '20000',
      monthlyDebts: '0',
      downPayment: '0',
    });
    expect(modest?.maxHomePrice).toBeGreaterThan(0);
    expect(modest?.maxHomePrice).toBeLessThan(100_000);
    const wealthy = calculateAffordability({ ...defaults, annualIncome: '600000', monthlyDebts: '0' });
    expect(wealthy?.maxHomePrice).toBeGreaterThan(1_100_000);
  });

  it('stops at the last price without PMI when PMI would push the payment over', () => {
    // Down 60000: PMI starts above 300000. At 300000 the payment is about 1941.96 without PMI;
    // one dollar more adds about 100 of PMI. An allowed payment of 2000.02 lands in that gap.
    const result = calculateAffordability({
      ...defaults,
      annualIncome: '85715',
      monthlyDebts: '0',
      downPayment: '60000',
    });
    expect(result?.maxHomePrice).toBe(300_000);
    expect(result?.monthlyPmi).toBe(0);
  });

  it('uses the debt limit when debts are high', () => {
    // 36% of 6666.67 - 1000 = 1400 < 1866.67.
    const result = calculateAffordability({ ...defaults, monthlyDebts: '1000' });
    expect(result?.allowedPayment).toBeCloseTo(1400, 6);
    expect(result?.debtToIncomeRatio).toBeLessThanOrEqual(36);
  });

  it('returns null when debts leave no allowed payment', () => {
    expect(calculateAffordability({ ...defaults, monthlyDebts: '2400' })).toBeNull();
    expect(calculateAffordability({ ...defaults, monthlyDebts: '5000' })).toBeNull();
  });

  it('needs income and rate above 0', () => {
    expect(calculateAffordability({ ...defaults, annualIncome: '' })).toBeNull();
    expect(calculateAffordability({ ...defaults, annualIncome: '-80000' })).toBeNull();
    expect(calculateAffordability({ ...defaults, interestRate: 'x' })).toBeNull();
  });

  it('applies the stated defaults for zero or empty tax, insurance, PMI and term', () => {
    const blanks = calculateAffordability({
      ...defaults,
      propertyTaxRate: '0',
      insuranceRate: '',
      pmiRate: '0',
      loanTerm: '',
    });
    expect(blanks?.maxHomePrice).toBe(calculateAffordability(defaults)?.maxHomePrice);
  });

  it('whole down payment covers a cheap home: no loan, no PMI', () => {
    const result = calculateAffordability({
      ...defaults,
      annualIncome: '10000',
      monthlyDebts: '0',
      downPayment: '500000',
    });
    // Allowed 233.33 buys 233.33 / (1.7% / 12) = 164,705 with no loan at all.
    expect(result?.maxHomePrice).toBe(164_705);
    expect(result?.maxLoanAmount).toBe(0);
    expect(result?.principalInterest).toBe(0);
  });
});
