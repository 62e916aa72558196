import { AMOUNT_BOUNDS, fieldsOf, INTEREST_RATE_BOUNDS, type InputTable, outOfRange } from './input-bounds';
import { monthlyPayment } from './monthly-payment';
import { type FieldValues, parseAmount, parseNonNegative } from './parse-amount';
import { remainingBalance } from './remaining-balance';

/**
 * Each input in form order with its documented range (issue 13 item 15); outside it the result is
 * refused. The field list and the field type are read from this one table.
 */
export const TERM_COMPARISON_INPUT_BOUNDS = {
  homePrice: AMOUNT_BOUNDS,
  downPayment: AMOUNT_BOUNDS,
  rate15: INTEREST_RATE_BOUNDS,
  rate30: INTEREST_RATE_BOUNDS,
} satisfies InputTable;
export type TermComparisonField = keyof typeof TERM_COMPARISON_INPUT_BOUNDS;
export const TERM_COMPARISON_FIELDS = fieldsOf(TERM_COMPARISON_INPUT_BOUNDS);
export type TermComparisonInputs = FieldValues<TermComparisonField>;

export interface TermComparisonYear {
  readonly year: number;
  readonly balance15: number;
  readonly balance30: number;
}

export interface TermComparisonResult {
  readonly loanAmount: number;
  readonly monthlyPayment15: number;
  readonly totalPayments15: number;
  readonly totalInterest15: number;
  readonly monthlyPayment30: number;
  readonly totalPayments30: number;
  readonly totalInterest30: number;
  /** 15-year payment minus 30-year payment: how much more the shorter loan costs each month (spec §3). */
  readonly monthlySavings: number;
  /** Interest the 15-year loan avoids. */
  readonly interestSavings: number;
  /** Difference in everything paid over each loan's life (equals interestSavings: same loan amount). */
  readonly totalSavings: number;
  /** What is still owed on the 30-year loan when the 15-year loan is paid off. */
  readonly balance30After15: number;
  /** Balances at each year end, year 0 to 30, for a chart. */
  readonly yearlyBalances: TermComparisonYear[];
}

const SHORT_TERM_YEARS = 15;
const LONG_TERM_YEARS = 30;

/** 15 vs 30 year calculator (spec §2): terms are fixed; needs price and both rates above 0. */
export function compareTerms(inputs: TermComparisonInputs): TermComparisonResult | null {
  // Out of range reads as null here; the typed refusal comes from calculateWithinBounds.
  if (outOfRange(inputs, TERM_COMPARISON_INPUT_BOUNDS)) return null;
  const homePrice = parseAmount(inputs.homePrice);
  const rate15 = parseAmount(inputs.rate15);
  const rate30 = parseAmount(inputs.rate30);
  if (!(homePrice > 0) || !(rate15 > 0) || !(rate30 > 0)) return null;
  const loanAmount = Math.max(0, homePrice - parseNonNegative(inputs.downPayment));

  const monthlyPayment15 = monthlyPayment(loanAmount, rate15, SHORT_TERM_YEARS);
  const monthlyPayment30 = monthlyPayment(loanAmount, rate30, LONG_TERM_YEARS);
  const totalPayments15 = monthlyPayment15 * SHORT_TERM_YEARS * 12;
  const totalPayments30 = monthlyPayment30 * LONG_TERM_YEARS * 12;
  const totalInterest15 = totalPayments15 - loanAmount;
  const totalInterest30 = totalPayments30 - loanAmount;

  const yearlyBalances: TermComparisonYear[] = [];
  for (let year = 0; year <= LONG_TERM_YEARS; year++) {
    yearlyBalances.push({
      year,
      balance15: remainingBalance(loanAmount, rate15, SHORT_TERM_YEARS, year * 12),
      balance30: remainingBalance(loanAmount, rate30, LONG_TERM_YEARS, year * 12),
    });
  }

  return {
    loanAmount,
    monthlyPayment15,
    totalPayments15,
    totalInterest15,
    monthlyPayment30,
    totalPayments30,
    totalInterest30,
    monthlySavings: monthlyPayment15 - monthlyPayment30,
    interestSavings: totalInterest30 - totalInterest15,
    totalSavings: totalPayments30 - totalPayments15,
    balance30After15: remainingBalance(loanAmount, rate30, LONG_TERM_YEARS, SHORT_TERM_YEARS * 12),
    yearlyBalances,
  };
}
