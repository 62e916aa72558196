import { CLOSING_COST_PERCENT_BOUNDS } from './closing-costs';
import {
  AMOUNT_BOUNDS,
  INTEREST_RATE_BOUNDS,
  type InputTable,
  TERM_YEARS_BOUNDS,
  TEXT_FIELD,
} from './input-bounds';
import { DEFAULT_LOAN_TERM_YEARS } from './loan-terms';
import { type FieldValues, parseAmount, parseNonNegative, parsePositiveOrDefault } from './parse-amount';

/**
 * The inputs several calculators ask in the same words with the same ranges, defined once: each
 * calculator's input table spreads the ones it asks, in its form order.
 */

/** A loan's yearly rate and its term in years. */
export const RATE_AND_TERM_INPUTS = {
  interestRate: INTEREST_RATE_BOUNDS,
  loanTerm: TERM_YEARS_BOUNDS,
} satisfies InputTable;

/** An amount borrowed with its rate and term (amortization, extra payment). */
export const LOAN_INPUTS = { loanAmount: AMOUNT_BOUNDS, ...RATE_AND_TERM_INPUTS } satisfies InputTable;

/** A home bought with a loan, and its yearly tax and insurance (payment, rent vs buy). */
export const HOME_PURCHASE_INPUTS = {
  homePrice: AMOUNT_BOUNDS,
  downPayment: AMOUNT_BOUNDS,
  ...RATE_AND_TERM_INPUTS,
  propertyTax: AMOUNT_BOUNDS,
  homeInsurance: AMOUNT_BOUNDS,
} satisfies InputTable;

/**
 * The loan program and closing cost options ending the payment and affordability forms (issue 13
 * item 19), all optional: with their defaults both calculators are exactly spec §2's.
 */
export const LOAN_OPTION_INPUTS = {
  /** 'conventional' (default), 'fha', 'va', 'va-subsequent' or 'va-exempt' (loan-type.ts). */
  loanType: TEXT_FIELD,
  /** Conventional PMI: 'entered' (default: the calculator's own PMI field) or 'ltv' (estimated). */
  pmiMethod: TEXT_FIELD,
  /** FHA upfront MIP or VA funding fee: 'financed' (default, added to the loan) or 'cash'. */
  upfrontFeePayment: TEXT_FIELD,
  /** Estimated closing costs in percent of the loan (default 3; empty counts as 0). */
  closingCostPercent: CLOSING_COST_PERCENT_BOUNDS,
} satisfies InputTable;

export interface RateAndTerm {
  readonly interestRate: number;
  readonly loanTerm: number;
}

/** Spec §5: a loan needs a rate above 0 (else null); an empty or zero term is 30 years. */
export function readRateAndTerm(inputs: FieldValues<keyof typeof RATE_AND_TERM_INPUTS>): RateAndTerm | null {
  const interestRate = parseAmount(inputs.interestRate);
  if (!(interestRate > 0)) return null;
  return { interestRate, loanTerm: parsePositiveOrDefault(inputs.loanTerm, DEFAULT_LOAN_TERM_YEARS) };
}

/** The loan of LOAN_INPUTS; null unless amount and rate are above 0 (spec §5). */
export function readLoan(
  inputs: FieldValues<keyof typeof LOAN_INPUTS>,
): (RateAndTerm & { readonly loanAmount: number }) | null {
  const loanAmount = parseAmount(inputs.loanAmount);
  const rateAndTerm = readRateAndTerm(inputs);
  return loanAmount > 0 && rateAndTerm ? { loanAmount, ...rateAndTerm } : null;
}

/**
 * Price, down payment, rate and term of HOME_PURCHASE_INPUTS; null unless price and rate are above 0
 * (spec §5). A negative down payment counts as 0.
 */
export function readHomePurchase(
  inputs: FieldValues<'homePrice' | 'downPayment' | keyof typeof RATE_AND_TERM_INPUTS>,
): (RateAndTerm & { readonly homePrice: number; readonly downPayment: number }) | null {
  const homePrice = parseAmount(inputs.homePrice);
  const rateAndTerm = readRateAndTerm(inputs);
  if (!(homePrice > 0) || !rateAndTerm) return null;
  return { homePrice, downPayment: parseNonNegative(inputs.downPayment), ...rateAndTerm };
}
