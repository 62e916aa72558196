import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFFORDABILITY_INPUT_BOUNDS, calculateAffordability } from './affordability';
import { CALCULATOR_DEFAULTS } from './defaults';
import { calculateWithinBounds } from './input-bounds';

const defaults = CALCULATOR_DEFAULTS.affordability;

/**
 * The monthly payment at a price, written out from the published tables independently of the
 * calculator: P&I by the textbook formula on base loan x (1 + fee), tax and insurance on the price,
 * and the program's mortgage insurance (FHA's on HUD's first-year average balance).
 */
function paymentAtPrice(
  price: number,
  down: number,
  rate: number,
  years: number,
  loanType: string,
  ownershipPercent: number,
): number {
  const base = Math.max(0, price - down);
  const r = rate / 1200;
  const n = years * 12;
  const perDollar = r / (1 - (1 + r) ** -n);
  // "LTV at most t" is base <= t x price, and "at least s down" is down >= s x price, as the tables say.
  const ltvAtMost = (share: number) => base <= price * share;
  let fee = 0;
  let insurancePerYear = 0;
  if (loanType === 'fha') {
    fee = 0.0175;
    const high = base > 726_200;
    const long = n > 180;
    if (long) insurancePerYear = (ltvAtMost(0.95) ? 0.5 : 0.55) + (high ? 0.2 : 0);
    else if (!high) insurancePerYear = ltvAtMost(0.9) ? 0.15 : 0.4;
    else insurancePerYear = ltvAtMost(0.78) ? 0.15 : ltvAtMost(0.9) ? 0.4 : 0.65;
    let balance = 1;
    let sum = 0;
    for (let month = 0; month < 12; month++) {
      sum += balance;
      balance = balance * (1 + r) - perDollar;
    }
    insurancePerYear *= sum / 12;
  } else if (loanType === 'va' || loanType === 'va-subsequent') {
    const downAtLeast = (share: number) => down >= price * share;
    fee = downAtLeast(0.1) ? 0.0125 : downAtLeast(0.05) ? 0.015 : loanType === 'va' ? 0.0215 : 0.033;
  } else if (loanType === 'conventional' && !ltvAtMost(0.8)) {
    insurancePerYear = ltvAtMost(0.85) ? 0.2 : ltvAtMost(0.9) ? 0.4 : ltvAtMost(0.95) ? 0.6 : 0.8;
  }
  return base * (1 + fee) * perDollar + (price * ownershipPercent) / 1200 + (base * insurancePerYear) / 1200;
}

describe('calculateAffordability with the loan options of issue 13 item 19', () => {
  it('keeps the spec defaults (270,239) and adds closing costs: 3% of $220,239 and $56,607 to close', () => {
    const result = calculateAffordability(defaults)!;
    expect(result.maxHomePrice).toBe(270_239);
    expect(result.maxLoanAmount).toBe(220_239);
    expect(result.monthlyPmi).toBeCloseTo((220_239 * 0.5) / 1200, 6);
    expect(result.closingCosts).toBeCloseTo(6_607.17, 2);
    expect(Math.round(result.cashToClose)).toBe(56_607);
    const newFields = ['loanType', 'pmiMethod', 'upfrontFeePayment', 'closingCostPercent'];
    const spec = Object.fromEntries(Object.entries(defaults).filter(([field]) => !newFields.includes(field)));
    const plain = calculateAffordability(spec)!;
    for (const key of [
      'maxHomePrice',
      'maxLoanAmount',
      'monthlyPayment',
      'principalInterest',
      'monthlyPropertyTax',
      'monthlyInsurance',
      'monthlyPmi',
      'debtToIncomeRatio',
      'housingRatio',
      'allowedPayment',
    ] as const) {
      expect(result[key]).toBe(plain[key]);
    }
  });

  it('VA on the defaults: 1.25% fee at 17.9% down, $279,753', () => {
    // (1866.67 + 50000 x 1.0125 x 0.0063207) / (1.0125 x 0.0063207 + 0.0014167)
    const result = calculateAffordability({ ...defaults, loanType: 'va' })!;
    expect(result.maxHomePrice).toBe(279_753);
    expect(result.upfrontFeePercent).toBe(1.25);
    expect(result.baseLoanAmount).toBe(229_753);
    expect(result.maxLoanAmount).toBeCloseTo(229_753 * 1.0125, 6);
    expect(result.monthlyPmi).toBe(0);
    expect(result.monthlyPayment).toBeLessThanOrEqual(result.allowedPayment);
  });

  it('FHA on the defaults: 0.50% MIP at 81% LTV, $267,347', () => {
    const result = calculateAffordability({ ...defaults, loanType: 'fha' })!;
    expect(result.maxHomePrice).toBe(267_347);
    expect(result.mortgageInsurancePercent).toBe(0.5);
    expect(result.maxLoanAmount).toBeCloseTo(217_347 * 1.0175, 6);
    expect(result.limitedByMinimumDown).toBe(false);
  });

  it('conventional with PMI estimated from the LTV: 0.2% at 82% LTV, $277,205', () => {
    const result = calculateAffordability({ ...defaults, pmiMethod: 'ltv' })!;
    expect(result.maxHomePrice).toBe(277_205);
    expect(result.mortgageInsurancePercent).toBe(0.2);
    expect(result.monthlyPmi).toBeCloseTo((227_205 * 0.2) / 1200, 8);
  });

  it('FHA caps the price where the down payment is 3.5% of it', () => {
    const result = calculateAffordability({
      ...defaults,
      annualIncome: '300000',
      monthlyDebts: '0',
      downPayment: '7000',
      loanType: 'fha',
    })!;
    expect(result.maxHomePrice).toBe(200_000);
    expect(result.limitedByMinimumDown).toBe(true);
  });

  it('refuses FHA without a down payment', () => {
    const inputs = { ...defaults, downPayment: '0', loanType: 'fha' };
    expect(calculateAffordability(inputs)).toBeNull();
    expect(calculateWithinBounds(AFFORDABILITY_INPUT_BOUNDS, calculateAffordability, inputs)).toBeNull();
  });

  it('is the largest whole-dollar price whose payment fits, for every loan type', () => {
    const scenario = fc.record({
      income: fc.integer({ min: 20_000, max: 1_500_000 }),
      debts: fc.integer({ min: 0, max: 2_000 }),
      down: fc.integer({ min: 1_000, max: 800_000 }),
      rate: fc.integer({ min: 100, max: 1_500 }).map((hundredths) => hundredths / 100),
      years: fc.constantFrom(10, 15, 20, 30),
      tax: fc.integer({ min: 1, max: 40 }).map((tenths) => tenths / 10),
      insurance: fc.integer({ min: 1, max: 20 }).map((tenths) => tenths / 10),
      loanType: fc.constantFrom('conventional-ltv', 'fha', 'va', 'va-subsequent', 'va-exempt'),
    });
    fc.assert(
      fc.property(scenario, (s) => {
        const loanType = s.loanType === 'conventional-ltv' ? 'conventional' : s.loanType;
        const result = calculateAffordability({
          annualIncome: String(s.income),
          monthlyDebts: String(s.debts),
          downPayment: String(s.down),
          interestRate: String(s.rate),
          loanTerm: String(s.years),
          propertyTaxRate: String(s.tax),
          insuranceRate: String(s.insurance),
          loanType,
          pmiMethod: s.loanType === 'conventional-ltv' ? 'ltv' : 'entered',
        });
        if (result === null) return;
        const pay = (price: number) =>
          paymentAtPrice(price, s.down, s.rate, s.years, loanType, s.tax + s.insurance);
        const price = result.maxHomePrice;
        expect(result.monthlyPayment).toBeCloseTo(pay(price), 6);
        expect(pay(price)).toBeLessThanOrEqual(result.allowedPayment + 1e-6);
        if (loanType === 'fha') expect(s.down).toBeGreaterThanOrEqual(price * 0.035 - 1e-9);
        const capped = loanType === 'fha' && s.down < (price + 1) * 0.035;
        if (!capped) expect(pay(price + 1)).toBeGreaterThan(result.allowedPayment);
      }),
      { numRuns: 500 },
    );
  });
});
