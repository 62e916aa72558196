import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS } from './defaults';
import { calculatePayment, paymentRefusal } from './payment';

const defaults = CALCULATOR_DEFAULTS.payment;

describe('calculatePayment', () => {
  it('computes the spec defaults', () => {
    const result = calculatePayment(defaults);
    expect(result).not.toBeNull();
    // Loan 400000 - 80000 = 320000 at 6.5% over 30 years.
    expect(result?.loanAmount).toBe(320_000);
    expect(result?.principalAndInterest).toBeCloseTo(2022.62, 2);
    expect(result?.propertyTax).toBe(400); // 4800 / 12
    expect(result?.homeInsurance).toBe(100); // 1200 / 12
    expect(result?.pmi).toBe(200);
    expect(result?.hoaFees).toBe(150);
    // 2022.62 + 400 + 100 + 200 + 150
    expect(result?.totalPayment).toBeCloseTo(2872.62, 2);
    expect(result?.downPayment).toBe(80_000);
    expect(result?.downPaymentPercent).toBe(20);
  });

  it('needs a home price and a rate above 0', () => {
    expect(calculatePayment({ ...defaults, homePrice: '' })).toBeNull();
    expect(calculatePayment({ ...defaults, homePrice: '0' })).toBeNull();
    expect(calculatePayment({ ...defaults, homePrice: '-400000' })).toBeNull();
    expect(calculatePayment({ ...defaults, homePrice: 'lots' })).toBeNull();
    expect(calculatePayment({ ...defaults, interestRate: '0' })).toBeNull();
    expect(calculatePayment({ ...defaults, interestRate: '' })).toBeNull();
  });

  it('defaults an empty or zero term to 30 years', () => {
    const thirty = calculatePayment(defaults)?.principalAndInterest;
    expect(calculatePayment({ ...defaults, loanTerm: '' })?.principalAndInterest).toBe(thirty);
    expect(calculatePayment({ ...defaults, loanTerm: '0' })?.principalAndInterest).toBe(thirty);
  });

  it('counts empty or invalid optional costs as 0', () => {
    const result = calculatePayment({
      homePrice: '400000',
      downPayment: '80000',
      interestRate: '6.5',
      pmi: 'abc',
    });
    expect(result?.pmi).toBe(0);
    expect(result?.propertyTax).toBe(0);
    expect(result?.totalPayment).toBeCloseTo(2022.62, 2);
  });

  it('refuses a down payment above the price, naming the down payment, and buys outright at the price', () => {
    expect(calculatePayment({ ...defaults, downPayment: '500000' })).toBeNull();
    expect(paymentRefusal({ ...defaults, downPayment: '400000.01' })).toEqual({
      notComputable: true,
      fields: {
        downPayment: 'Enter $400,000 or less: the down payment cannot be more than the home price.',
      },
    });
    // Over the price comes first, whatever the loan type.
    expect(
      paymentRefusal({ ...defaults, downPayment: '500000', loanType: 'fha' })?.fields.downPayment,
    ).toMatch(/^Enter \$400,000 or less/);
    expect(paymentRefusal({ ...defaults, downPayment: '400000' })).toBeNull();
    const outright = calculatePayment({ ...defaults, downPayment: '400000' });
    expect(outright?.loanAmount).toBe(0);
    expect(outright?.downPaymentPercent).toBe(100);
  });
});
