import { estimatedPmiPercent, pmiPaymentCount } from './conventional-pmi';
import {
  FHA_UPFRONT_MIP_PERCENT,
  fhaAnnualMipPercent,
  fhaMipPaymentCount,
  fhaMonthlyMip,
} from './fha-mortgage-insurance';
import { paymentCount } from './loan-terms';
import { isVaLoan, type LoanType, type PmiMethod, type UpfrontFeePayment } from './loan-type';
import { remainingBalance } from './remaining-balance';
import { vaFundingFeePercent } from './va-funding-fee';

/** A purchase and the loan program chosen for it (issue 13 item 19). Numbers are already parsed. */
export interface LoanProgramInputs {
  readonly homePrice: number;
  readonly downPayment: number;
  readonly interestRate: number;
  readonly loanTerm: number;
  readonly loanType: LoanType;
  readonly pmiMethod: PmiMethod;
  readonly upfrontFeePayment: UpfrontFeePayment;
  /** Conventional with PMI 'entered': the monthly PMI to charge, as typed. */
  readonly enteredMonthlyPmi: number;
}

/** What the program adds to a plain loan: an upfront fee, mortgage insurance and how long it lasts. */
export interface LoanProgram {
  readonly loanType: LoanType;
  /** Price minus down payment, never below 0. */
  readonly baseLoanAmount: number;
  /** FHA upfront MIP or VA funding fee, in percent of the base loan; 0 for other loans. */
  readonly upfrontFeePercent: number;
  readonly upfrontFee: number;
  /** True when the upfront fee is added to the loan, false when it is paid at closing (or there is none). */
  readonly upfrontFeeFinanced: boolean;
  /** The part of the upfront fee paid in cash at closing. */
  readonly upfrontFeeInCash: number;
  /** What is borrowed: the base loan plus a financed upfront fee. */
  readonly loanAmount: number;
  /** Yearly PMI (estimated) or annual MIP in percent; null when the PMI is an amount typed in. */
  readonly mortgageInsurancePercent: number | null;
  /** Monthly PMI or MIP (for FHA, the first year's), unrounded. */
  readonly monthlyMortgageInsurance: number;
  /** Payments 1 to this carry the PMI or MIP; 0 when there is none or it ends before the first payment. */
  readonly mortgageInsurancePayments: number;
}

/** Payments on the base loan that carry PMI under the 78% rule (see conventional-pmi.ts). */
function conventionalPmiPayments(inputs: LoanProgramInputs, loanAmount: number): number {
  return pmiPaymentCount(
    (made) => remainingBalance(loanAmount, inputs.interestRate, inputs.loanTerm, made),
    paymentCount(inputs.loanTerm),
    inputs.homePrice,
  );
}

/**
 * The loan a program makes of a price and down payment:
 * - Conventional: the base loan; PMI as typed ('entered'), or estimated from the LTV ('ltv', only
 *   above 80%), in both cases ending when the scheduled balance reaches 78% of the price.
 * - FHA: 1.75% upfront MIP, added to the loan unless paid at closing; annual MIP by term, LTV and
 *   size, for 11 years (at most 90% LTV) or the whole term.
 * - VA: the funding fee by down payment and use, added to the loan unless paid at closing; no
 *   mortgage insurance. A PMI typed in is ignored for FHA and VA loans.
 */
export function loanProgram(inputs: LoanProgramInputs): LoanProgram {
  const { homePrice, downPayment, loanType } = inputs;
  const baseLoanAmount = Math.max(0, homePrice - downPayment);
  let upfrontFeePercent = 0;
  if (loanType === 'fha') upfrontFeePercent = FHA_UPFRONT_MIP_PERCENT;
  else if (isVaLoan(loanType)) upfrontFeePercent = vaFundingFeePercent(loanType, downPayment, homePrice);
  const upfrontFee = (baseLoanAmount * upfrontFeePercent) / 100;
  const upfrontFeeFinanced = upfrontFee > 0 && inputs.upfrontFeePayment === 'financed';
  const loanAmount = upfrontFeeFinanced ? baseLoanAmount + upfrontFee : baseLoanAmount;

  let mortgageInsurancePercent: number | null = 0;
  let monthlyMortgageInsurance = 0;
  let mortgageInsurancePayments = 0;
  if (loanType === 'fha') {
    mortgageInsurancePercent = fhaAnnualMipPercent(baseLoanAmount, homePrice, inputs.loanTerm);
    monthlyMortgageInsurance = fhaMonthlyMip(baseLoanAmount, homePrice, inputs.interestRate, inputs.loanTerm);
    if (monthlyMortgageInsurance > 0) {
      mortgageInsurancePayments = fhaMipPaymentCount(baseLoanAmount, homePrice, inputs.loanTerm);
    }
  } else if (loanType === 'conventional') {
    if (inputs.pmiMethod === 'ltv') {
      mortgageInsurancePercent = estimatedPmiPercent(baseLoanAmount, homePrice);
      monthlyMortgageInsurance = (baseLoanAmount * mortgageInsurancePercent) / 1200;
    } else {
      mortgageInsurancePercent = null;
      monthlyMortgageInsurance = inputs.enteredMonthlyPmi;
    }
    if (monthlyMortgageInsurance > 0)
      mortgageInsurancePayments = conventionalPmiPayments(inputs, baseLoanAmount);
  }

  return {
    loanType,
    baseLoanAmount,
    upfrontFeePercent: upfrontFee > 0 ? upfrontFeePercent : 0,
    upfrontFee,
    upfrontFeeFinanced,
    upfrontFeeInCash: upfrontFeeFinanced ? 0 : upfrontFee,
    loanAmount,
    mortgageInsurancePercent,
    monthlyMortgageInsurance,
    mortgageInsurancePayments,
  };
}
