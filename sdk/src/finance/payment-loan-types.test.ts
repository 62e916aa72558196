import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS } from './defaults';
import { calculateWithinBounds } from './input-bounds';
import { monthlyPayment } from './monthly-payment';
import { calculatePayment, PAYMENT_INPUT_BOUNDS } from './payment';
import { roundToCents } from './round-to-cents';

const defaults = CALCULATOR_DEFAULTS.payment;

describe('calculatePayment with the loan options of issue 13 item 19', () => {
  it('leaves every spec figure of the defaults as it was and adds closing costs', () => {
    const result = calculatePayment(defaults)!;
    expect(result.loanAmount).toBe(320_000);
    expect(roundToCents(result.principalAndInterest)).toBe(2022.62);
    expect(result.propertyTax).toBe(400);
    expect(result.homeInsurance).toBe(100);
    expect(result.pmi).toBe(200);
    expect(result.hoaFees).toBe(150);
    expect(roundToCents(result.totalPayment)).toBe(2872.62);
    expect(result.downPaymentPercent).toBe(20);
    // The same as with no loan options at all (a link shared before they existed).
    const newFields = ['loanType', 'pmiMethod', 'upfrontFeePayment', 'closingCostPercent'];
    const spec = Object.fromEntries(Object.entries(defaults).filter(([field]) => !newFields.includes(field)));
    const plain = calculatePayment(spec)!;
    for (const key of [
      'principalAndInterest',
      'propertyTax',
      'homeInsurance',
      'pmi',
      'hoaFees',
      'totalPayment',
      'loanAmount',
      'downPayment',
      'downPaymentPercent',
    ] as const) {
      expect(result[key]).toBe(plain[key]);
    }
    // 3% of $320,000, and $80,000 + $9,600 at closing.
    expect(result.closingCosts).toBe(9_600);
    expect(result.cashToClose).toBe(89_600);
    expect(plain.closingCosts).toBe(0);
    expect(result.loanType).toBe('conventional');
    expect(result.upfrontFee).toBe(0);
    // The typed PMI ends when the balance is scheduled to reach $312,000 (78% of $400,000).
    expect(result.mortgageInsurancePayments).toBe(26);
  });

  it('FHA, 3.5% down: P&I on $392,755, MIP $176.02, cash to close $25,782.65', () => {
    const result = calculatePayment({ ...defaults, downPayment: '14000', loanType: 'fha' })!;
    expect(roundToCents(result.loanAmount)).toBe(392_755);
    expect(result.baseLoanAmount).toBe(386_000);
    expect(roundToCents(result.upfrontFee)).toBe(6_755);
    // $392,755 x 0.0054167 / (1 - 1.0054167^-360) = $2,482.48
    expect(roundToCents(result.principalAndInterest)).toBe(2482.48);
    expect(roundToCents(result.pmi)).toBe(176.02);
    // The typed $200 PMI does not apply to FHA.
    // $2,482.48 + $400 tax + $100 insurance + $176.02 MIP + $150 HOA.
    expect(roundToCents(result.totalPayment)).toBe(3308.5);
    expect(result.mortgageInsurancePercent).toBe(0.55);
    expect(result.mortgageInsurancePayments).toBe(360);
    // 3% of $392,755 = $11,782.65, plus $14,000 down.
    expect(roundToCents(result.closingCosts)).toBe(11_782.65);
    expect(roundToCents(result.cashToClose)).toBe(25_782.65);
  });

  it('FHA with the premium paid at closing adds it to the cash to close instead', () => {
    const result = calculatePayment({
      ...defaults,
      downPayment: '14000',
      loanType: 'fha',
      upfrontFeePayment: 'cash',
    })!;
    expect(result.loanAmount).toBe(386_000);
    expect(result.upfrontFeeFinanced).toBe(false);
    // $14,000 + 3% of $386,000 ($11,580) + $6,755.
    expect(roundToCents(result.cashToClose)).toBe(32_335);
  });

  it('refuses FHA under 3.5% down beside the down payment, and is null when called directly', () => {
    const inputs = { ...defaults, downPayment: '10000', loanType: 'fha' };
    expect(calculatePayment(inputs)).toBeNull();
    expect(calculateWithinBounds(PAYMENT_INPUT_BOUNDS, calculatePayment, inputs)).toBeNull();
  });

  it('VA first use with nothing down: $408,600 loan, no PMI', () => {
    const result = calculatePayment({ ...defaults, downPayment: '0', loanType: 'va' })!;
    expect(roundToCents(result.loanAmount)).toBe(408_600);
    expect(result.upfrontFeePercent).toBe(2.15);
    expect(result.pmi).toBe(0);
    expect(roundToCents(result.principalAndInterest)).toBe(roundToCents(monthlyPayment(408_600, 6.5, 30)));
    expect(roundToCents(result.cashToClose)).toBe(12_258);
  });

  it('conventional PMI estimated from the LTV: 5% down is 0.6% a year, $190 a month, for 135 payments', () => {
    const result = calculatePayment({ ...defaults, downPayment: '20000', pmiMethod: 'ltv' })!;
    expect(result.pmi).toBeCloseTo(190, 10);
    expect(result.mortgageInsurancePercent).toBe(0.6);
    expect(result.mortgageInsurancePayments).toBe(135);
    // At 20% down the estimate is no PMI at all.
    expect(calculatePayment({ ...defaults, pmiMethod: 'ltv' })?.pmi).toBe(0);
  });

  it('refuses closing costs outside 0.001-15% with what is allowed', () => {
    const outcome = calculateWithinBounds(PAYMENT_INPUT_BOUNDS, calculatePayment, {
      ...defaults,
      closingCostPercent: '20',
    });
    expect(outcome).toEqual({
      notComputable: true,
      fields: { closingCostPercent: 'Enter 0 or 0.001% to 15%.' },
    });
  });

  it('total = P&I + tax + insurance + mortgage insurance + HOA, and cash to close adds up, for any loan type', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 3_000_000 }),
        fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 1000),
        fc.constantFrom('conventional', 'fha', 'va', 'va-subsequent', 'va-exempt'),
        fc.constantFrom('entered', 'ltv'),
        fc.constantFrom('financed', 'cash'),
        fc.integer({ min: 0, max: 100 }).map((tenths) => tenths / 10),
        (price, downShare, loanType, pmiMethod, upfrontFeePayment, closingCostPercent) => {
          const downPayment = Math.ceil(price * Math.max(downShare, loanType === 'fha' ? 0.035 : 0));
          const result = calculatePayment({
            ...defaults,
            homePrice: String(price),
            downPayment: String(downPayment),
            loanType,
            pmiMethod,
            upfrontFeePayment,
            closingCostPercent: String(closingCostPercent),
          })!;
          expect(result).not.toBeNull();
          const { principalAndInterest, propertyTax, homeInsurance, pmi, hoaFees } = result;
          expect(result.totalPayment).toBeCloseTo(
            principalAndInterest + propertyTax + homeInsurance + pmi + hoaFees,
            8,
          );
          expect(result.principalAndInterest).toBeCloseTo(monthlyPayment(result.loanAmount, 6.5, 30), 8);
          const feeInCash = result.upfrontFeeFinanced ? 0 : result.upfrontFee;
          expect(result.cashToClose).toBeCloseTo(downPayment + result.closingCosts + feeInCash, 6);
          expect(result.closingCosts).toBeCloseTo((result.loanAmount * closingCostPercent) / 100, 6);
          if (loanType.startsWith('va')) expect(result.pmi).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
