import {
  AMOUNT_BOUNDS,
  fieldsOf,
  INTEREST_RATE_BOUNDS,
  type InputTable,
  outOfRange,
  TERM_YEARS_BOUNDS,
} from './input-bounds';
import { DEFAULT_LOAN_TERM_YEARS } from './loan-terms';
import { monthlyPayment } from './monthly-payment';
import { type FieldValues, parseAmount, parseNonNegative, parsePositiveOrDefault } from './parse-amount';

/**
 * Each input in form order with its documented range (issue 13 item 15); outside it the result is
 * refused. The field list and the field type are read from this one table.
 */
export const PAYMENT_INPUT_BOUNDS = {
  homePrice: AMOUNT_BOUNDS,
  downPayment: AMOUNT_BOUNDS,
  interestRate: INTEREST_RATE_BOUNDS,
  loanTerm: TERM_YEARS_BOUNDS,
  propertyTax: AMOUNT_BOUNDS,
  homeInsurance: AMOUNT_BOUNDS,
  pmi: AMOUNT_BOUNDS,
  hoaFees: AMOUNT_BOUNDS,
} satisfies InputTable;
export type PaymentField = keyof typeof PAYMENT_INPUT_BOUNDS;
export const PAYMENT_FIELDS = fieldsOf(PAYMENT_INPUT_BOUNDS);
export type PaymentInputs = FieldValues<PaymentField>;

/** Monthly amounts, except the loan summary (loanAmount, downPayment, downPaymentPercent). */
export interface PaymentResult {
  readonly principalAndInterest: number;
  /** Monthly share of the annual property tax. */
  readonly propertyTax: number;
  /** Monthly share of the annual home insurance. */
  readonly homeInsurance: number;
  readonly pmi: number;
  readonly hoaFees: number;
  readonly totalPayment: number;
  readonly loanAmount: number;
  readonly downPayment: number;
  readonly downPaymentPercent: number;
}

/**
 * Payment calculator (spec §2). Needs a home price and a rate above 0 (§5), otherwise null.
 * The loan is price minus down payment, never below 0 (a down payment above the price buys outright).
 */
export function calculatePayment(inputs: PaymentInputs): PaymentResult | null {
  // Out of range reads as null here; the typed refusal comes from calculateWithinBounds.
  if (outOfRange(inputs, PAYMENT_INPUT_BOUNDS)) return null;
  const homePrice = parseAmount(inputs.homePrice);
  const interestRate = parseAmount(inputs.interestRate);
  if (!(homePrice > 0) || !(interestRate > 0)) return null;
  const downPayment = parseNonNegative(inputs.downPayment);
  const loanTerm = parsePositiveOrDefault(inputs.loanTerm, DEFAULT_LOAN_TERM_YEARS);
  const loanAmount = Math.max(0, homePrice - downPayment);

  const principalAndInterest = monthlyPayment(loanAmount, interestRate, loanTerm);
  const propertyTax = parseNonNegative(inputs.propertyTax) / 12;
  const homeInsurance = parseNonNegative(inputs.homeInsurance) / 12;
  const pmi = parseNonNegative(inputs.pmi);
  const hoaFees = parseNonNegative(inputs.hoaFees);
  return {
    principalAndInterest,
    propertyTax,
    homeInsurance,
    pmi,
    hoaFees,
    totalPayment: principalAndInterest + propertyTax + homeInsurance + pmi + hoaFees,
    loanAmount,
    downPayment,
    downPaymentPercent: (downPayment / homePrice) * 100,
  };
}
