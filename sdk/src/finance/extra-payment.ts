import type { ExtraPaymentFrequency } from './extra-payment-plan';
import {
  AMOUNT_BOUNDS,
  fieldsOf,
  type InputTable,
  outOfRange,
  PAYMENT_MONTH_BOUNDS,
  TEXT_FIELD,
} from './input-bounds';
import { LOAN_INPUTS, readLoan } from './loan-inputs';
import { type FieldValues, parseAmount, parseNonNegative } from './parse-amount';
import { simulatePayoff } from './payoff-simulation';
import { roundTo } from './round-to-cents';

/**
 * Each input in form order with its documented range (issue 13 item 15); outside it the result is
 * refused. The field list and the field type are read from this one table.
 */
export const EXTRA_PAYMENT_INPUT_BOUNDS = {
  ...LOAN_INPUTS,
  extraPayment: AMOUNT_BOUNDS,
  frequency: TEXT_FIELD,
  startMonth: PAYMENT_MONTH_BOUNDS,
} satisfies InputTable;
export type ExtraPaymentField = keyof typeof EXTRA_PAYMENT_INPUT_BOUNDS;
export const EXTRA_PAYMENT_FIELDS = fieldsOf(EXTRA_PAYMENT_INPUT_BOUNDS);
export type ExtraPaymentInputs = FieldValues<ExtraPaymentField>;

export interface ExtraPaymentYear {
  readonly year: number;
  readonly standardBalance: number;
  readonly extraBalance: number;
}

export interface ExtraPaymentResult {
  readonly standardMonthlyPayment: number;
  readonly standardTotalInterest: number;
  readonly standardPayoffMonths: number;
  readonly newPayoffMonths: number;
  readonly newTotalInterest: number;
  readonly monthsSaved: number;
  /** monthsSaved / 12, unrounded; the page shows it to 1 decimal. */
  readonly yearsSaved: number;
  readonly interestSaved: number;
  readonly totalExtraPaid: number;
  /** Spec §9: interest saved minus total extra paid. */
  readonly netSavings: number;
  /** Spec §9: interest saved / total extra paid * 100, to 1 decimal (0 when nothing extra is paid). */
  readonly roiPercent: number;
  readonly frequency: ExtraPaymentFrequency;
  readonly startMonth: number;
  /** Balances at each year end (year 0 = loan amount) with and without the extra payments. */
  readonly yearlyBalances: ExtraPaymentYear[];
}

/** Spec §5 defaults for empty fields. */
const DEFAULT_START_MONTH = 1;

/** Payoff split into whole years and leftover months, as the page shows it ("12 years 4 months"). */
export function yearsAndMonths(months: number): { years: number; months: number } {
  return { years: Math.floor(months / 12), months: months % 12 };
}

/**
 * Extra payment calculator (spec §2, §9). Needs loan amount and rate above 0. The standard and the
 * accelerated payoff run through the same month loop, so with no effective extra the savings are
 * exactly 0. A start month past the end of the term means no extra payment is ever made.
 */
export function calculateExtraPayment(inputs: ExtraPaymentInputs): ExtraPaymentResult | null {
  // Out of range reads as null here; the typed refusal comes from calculateWithinBounds.
  if (outOfRange(inputs, EXTRA_PAYMENT_INPUT_BOUNDS)) return null;
  const loan = readLoan(inputs);
  if (!loan) return null;
  const { loanAmount, interestRate, loanTerm } = loan;
  const extraAmount = parseNonNegative(inputs.extraPayment);
  const frequency: ExtraPaymentFrequency = inputs.frequency === 'yearly' ? 'yearly' : 'monthly';
  // Spec §5: start month minimum 1; fractional months make no sense for a payment number.
  const startMonth = Math.max(
    DEFAULT_START_MONTH,
    Math.floor(parseAmount(inputs.startMonth, DEFAULT_START_MONTH)),
  );

  const standard = simulatePayoff(loanAmount, interestRate, loanTerm);
  const accelerated = simulatePayoff(loanAmount, interestRate, loanTerm, {
    amount: extraAmount,
    frequency,
    startMonth,
  });
  const monthsSaved = standard.payoffMonths - accelerated.payoffMonths;
  const interestSaved = standard.totalInterest - accelerated.totalInterest;
  const totalExtraPaid = accelerated.totalExtraPaid;

  const yearlyBalances: ExtraPaymentYear[] = standard.yearEndBalances.map((standardBalance, year) => ({
    year,
    standardBalance,
    extraBalance: accelerated.yearEndBalances[year],
  }));

  return {
    standardMonthlyPayment: standard.regularPayment,
    standardTotalInterest: standard.totalInterest,
    standardPayoffMonths: standard.payoffMonths,
    newPayoffMonths: accelerated.payoffMonths,
    newTotalInterest: accelerated.totalInterest,
    monthsSaved,
    yearsSaved: monthsSaved / 12,
    interestSaved,
    totalExtraPaid,
    netSavings: interestSaved - totalExtraPaid,
    roiPercent: totalExtraPaid > 0 ? roundTo((interestSaved / totalExtraPaid) * 100, 1) : 0,
    frequency,
    startMonth,
    yearlyBalances,
  };
}
