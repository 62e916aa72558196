import {
  AMOUNT_BOUNDS,
  fieldsOf,
  INTEREST_RATE_BOUNDS,
  type InputTable,
  outOfRange,
  TERM_YEARS_BOUNDS,
} from './input-bounds';
import { DEFAULT_LOAN_TERM_YEARS, paymentCount } from './loan-terms';
import { monthlyPayment } from './monthly-payment';
import { type FieldValues, parseAmount, parseNonNegative, parsePositiveOrDefault } from './parse-amount';
import { remainingBalance } from './remaining-balance';

/**
 * Each input in form order with its documented range (issue 13 item 15); outside it the result is
 * refused. The field list and the field type are read from this one table.
 */
export const REFINANCE_INPUT_BOUNDS = {
  currentBalance: AMOUNT_BOUNDS,
  currentRate: INTEREST_RATE_BOUNDS,
  yearsRemaining: TERM_YEARS_BOUNDS,
  currentPayment: AMOUNT_BOUNDS,
  newRate: INTEREST_RATE_BOUNDS,
  newTerm: TERM_YEARS_BOUNDS,
  closingCosts: AMOUNT_BOUNDS,
  cashOut: AMOUNT_BOUNDS,
  analysisYears: TERM_YEARS_BOUNDS,
} satisfies InputTable;
export type RefinanceField = keyof typeof REFINANCE_INPUT_BOUNDS;
export const REFINANCE_FIELDS = fieldsOf(REFINANCE_INPUT_BOUNDS);
export type RefinanceInputs = FieldValues<RefinanceField>;

export interface RefinanceResult {
  readonly currentPayment: number;
  readonly newLoanAmount: number;
  readonly newPayment: number;
  /** Current payment minus new payment; negative when the new payment is higher. */
  readonly monthlySavings: number;
  /** Closing costs / monthly savings; null unless savings are positive (spec §2). */
  readonly breakEvenMonths: number | null;
  readonly breakEvenYears: number | null;
  /** Payments avoided over the analysis period: old payments made minus new payments made. */
  readonly totalMonthlySavings: number;
  /** totalMonthlySavings minus closing costs. */
  readonly netSavings: number;
  /** Balances owed at the end of the analysis period. */
  readonly oldRemainingBalance: number;
  readonly newRemainingBalance: number;
  /** Interest over the rest of the current loan, and over the whole new loan. */
  readonly oldTotalInterest: number;
  readonly newTotalInterest: number;
  /** oldTotalInterest - newTotalInterest: positive when refinancing pays less interest overall. */
  readonly interestDifference: number;
  readonly analysisYears: number;
  /** The new term runs past the years left on the current loan (spec §2 warning). */
  readonly termLongerThanRemaining: boolean;
}

/** Spec §5: the analysis period defaults to 5 years. */
const DEFAULT_ANALYSIS_YEARS = 5;

/**
 * Refinance calculator (spec §2). Needs balance, current rate and new rate above 0, and some years
 * left on the current loan (without them there is no current loan to compare).
 *
 * - New loan = current balance + cash out; closing costs are paid up front, not financed.
 * - An empty or zero current payment is taken to be the scheduled P&I of the current loan, since a
 *   loan with a balance has a payment; an entered payment (which may include escrow) is used as is.
 * - Over the analysis period each loan makes payments only while it lasts.
 * - Interest totals and balances follow each loan's standard schedule (current balance over the
 *   years remaining at the current rate; new loan over the new term at the new rate).
 */
export function calculateRefinance(inputs: RefinanceInputs): RefinanceResult | null {
  // Out of range reads as null here; the typed refusal comes from calculateWithinBounds.
  if (outOfRange(inputs, REFINANCE_INPUT_BOUNDS)) return null;
  const currentBalance = parseAmount(inputs.currentBalance);
  const currentRate = parseAmount(inputs.currentRate);
  const newRate = parseAmount(inputs.newRate);
  const yearsRemaining = parseAmount(inputs.yearsRemaining);
  if (!(currentBalance > 0) || !(currentRate > 0) || !(newRate > 0) || !(yearsRemaining > 0)) return null;
  const newTerm = parsePositiveOrDefault(inputs.newTerm, DEFAULT_LOAN_TERM_YEARS);
  const analysisYears = parsePositiveOrDefault(inputs.analysisYears, DEFAULT_ANALYSIS_YEARS);
  const closingCosts = parseNonNegative(inputs.closingCosts);
  const cashOut = parseNonNegative(inputs.cashOut);

  const scheduledCurrentPayment = monthlyPayment(currentBalance, currentRate, yearsRemaining);
  const enteredPayment = parseNonNegative(inputs.currentPayment);
  const currentPayment = enteredPayment > 0 ? enteredPayment : scheduledCurrentPayment;
  const newLoanAmount = currentBalance + cashOut;
  const newPayment = monthlyPayment(newLoanAmount, newRate, newTerm);
  const monthlySavings = currentPayment - newPayment;
  const breakEvenMonths = monthlySavings > 0 ? closingCosts / monthlySavings : null;

  const oldPaymentsLeft = paymentCount(yearsRemaining);
  const newPaymentCount = paymentCount(newTerm);
  const analysisMonths = Math.round(analysisYears * 12);
  const totalMonthlySavings =
    currentPayment * Math.min(analysisMonths, oldPaymentsLeft) -
    newPayment * Math.min(analysisMonths, newPaymentCount);
  const oldTotalInterest = scheduledCurrentPayment * oldPaymentsLeft - currentBalance;
  const newTotalInterest = newPayment * newPaymentCount - newLoanAmount;

  return {
    currentPayment,
    newLoanAmount,
    newPayment,
    monthlySavings,
    breakEvenMonths,
    breakEvenYears: breakEvenMonths === null ? null : breakEvenMonths / 12,
    totalMonthlySavings,
    netSavings: totalMonthlySavings - closingCosts,
    oldRemainingBalance: remainingBalance(currentBalance, currentRate, yearsRemaining, analysisMonths),
    newRemainingBalance: remainingBalance(newLoanAmount, newRate, newTerm, analysisMonths),
    oldTotalInterest,
    newTotalInterest,
    interestDifference: oldTotalInterest - newTotalInterest,
    analysisYears,
    termLongerThanRemaining: newTerm > yearsRemaining,
  };
}
