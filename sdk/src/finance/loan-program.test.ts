import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LoanProgramInputs, loanProgram } from './loan-program';
import { LOAN_TYPES } from './loan-type';
import { roundToCents } from './round-to-cents';

const purchase: LoanProgramInputs = {
  homePrice: 400_000,
  downPayment: 14_000,
  interestRate: 6.5,
  loanTerm: 30,
  loanType: 'conventional',
  pmiMethod: 'entered',
  upfrontFeePayment: 'financed',
  enteredMonthlyPmi: 0,
};

describe('loanProgram', () => {
  it('FHA with 3.5% down: $386,000 base + $6,755 upfront MIP = $392,755, 0.55% MIP for life', () => {
    const fha = loanProgram({ ...purchase, loanType: 'fha' });
    expect(fha.baseLoanAmount).toBe(386_000);
    expect(roundToCents(fha.upfrontFee)).toBe(6_755);
    expect(roundToCents(fha.loanAmount)).toBe(392_755);
    expect(fha.upfrontFeeFinanced).toBe(true);
    expect(fha.upfrontFeeInCash).toBe(0);
    expect(fha.mortgageInsurancePercent).toBe(0.55);
    expect(roundToCents(fha.monthlyMortgageInsurance)).toBe(176.02);
    expect(fha.mortgageInsurancePayments).toBe(360);
  });

  it('FHA with the premium paid at closing borrows the base loan only; MIP is the same', () => {
    const financed = loanProgram({ ...purchase, loanType: 'fha' });
    const cash = loanProgram({ ...purchase, loanType: 'fha', upfrontFeePayment: 'cash' });
    expect(cash.loanAmount).toBe(386_000);
    expect(roundToCents(cash.upfrontFeeInCash)).toBe(6_755);
    expect(cash.monthlyMortgageInsurance).toBe(financed.monthlyMortgageInsurance);
  });

  it('FHA with 10% down keeps 0.50% MIP for 11 years', () => {
    const fha = loanProgram({ ...purchase, downPayment: 40_000, loanType: 'fha' });
    expect(fha.mortgageInsurancePercent).toBe(0.5);
    expect(fha.mortgageInsurancePayments).toBe(132);
  });

  it('VA with nothing down: 2.15% fee, $408,600 loan, no mortgage insurance', () => {
    const va = loanProgram({ ...purchase, downPayment: 0, loanType: 'va', enteredMonthlyPmi: 200 });
    expect(va.upfrontFeePercent).toBe(2.15);
    expect(roundToCents(va.upfrontFee)).toBe(8_600);
    expect(roundToCents(va.loanAmount)).toBe(408_600);
    expect(va.monthlyMortgageInsurance).toBe(0);
    expect(va.mortgageInsurancePayments).toBe(0);
    const later = loanProgram({ ...purchase, downPayment: 0, loanType: 'va-subsequent' });
    expect(roundToCents(later.upfrontFee)).toBe(13_200);
    const exempt = loanProgram({ ...purchase, downPayment: 0, loanType: 'va-exempt' });
    expect(exempt.upfrontFee).toBe(0);
    expect(exempt.loanAmount).toBe(400_000);
    expect(exempt.upfrontFeeFinanced).toBe(false);
  });

  it('conventional keeps a typed PMI, or estimates it from the LTV, ending at 78%', () => {
    const typed = loanProgram({ ...purchase, downPayment: 80_000, enteredMonthlyPmi: 200 });
    expect(typed.loanAmount).toBe(320_000);
    expect(typed.monthlyMortgageInsurance).toBe(200);
    expect(typed.mortgageInsurancePercent).toBeNull();
    expect(typed.mortgageInsurancePayments).toBe(26);
    const estimated = loanProgram({
      ...purchase,
      downPayment: 20_000,
      pmiMethod: 'ltv',
      enteredMonthlyPmi: 200,
    });
    expect(estimated.mortgageInsurancePercent).toBe(0.6);
    expect(estimated.monthlyMortgageInsurance).toBeCloseTo(190, 10);
    expect(estimated.mortgageInsurancePayments).toBe(135);
    const noPmi = loanProgram({ ...purchase, downPayment: 80_000, pmiMethod: 'ltv' });
    expect(noPmi.monthlyMortgageInsurance).toBe(0);
    expect(noPmi.mortgageInsurancePayments).toBe(0);
  });

  it('FHA loan amount = base x 1.0175 (financed), to the cent, for any purchase', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 5_000_000 }),
        fc.integer({ min: 35, max: 1000 }).map((tenths) => tenths / 1000),
        (price, downShare) => {
          const downPayment = Math.ceil(price * downShare);
          const fha = loanProgram({ ...purchase, homePrice: price, downPayment, loanType: 'fha' });
          const base = price - downPayment;
          expect(fha.baseLoanAmount).toBe(base);
          expect(roundToCents(fha.loanAmount)).toBe(roundToCents(base * 1.0175));
        },
      ),
    );
  });

  it('never adds a fee without a base loan, and borrows base + financed fee for every type', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 6_000_000 }),
        fc.constantFrom(...LOAN_TYPES),
        fc.constantFrom('financed' as const, 'cash' as const),
        (price, downPayment, loanType, upfrontFeePayment) => {
          const program = loanProgram({
            ...purchase,
            homePrice: price,
            downPayment,
            loanType,
            upfrontFeePayment,
          });
          expect(program.baseLoanAmount).toBe(Math.max(0, price - downPayment));
          expect(program.loanAmount).toBeCloseTo(
            program.baseLoanAmount + (program.upfrontFeeFinanced ? program.upfrontFee : 0),
            6,
          );
          expect(
            program.upfrontFeeInCash + (program.upfrontFeeFinanced ? program.upfrontFee : 0),
          ).toBeCloseTo(program.upfrontFee, 6);
          if (program.baseLoanAmount === 0) expect(program.upfrontFee).toBe(0);
          if (loanType !== 'fha' && loanType !== 'conventional')
            expect(program.monthlyMortgageInsurance).toBe(0);
        },
      ),
    );
  });
});
