import {
  AMOUNT_BOUNDS,
  fieldsOf,
  INTEREST_RATE_BOUNDS,
  type InputTable,
  outOfRange,
  SHARE_PERCENT_BOUNDS,
  TERM_YEARS_BOUNDS,
} from './input-bounds';
import { DEFAULT_LOAN_TERM_YEARS } from './loan-terms';
import { monthlyPayment } from './monthly-payment';
import { type FieldValues, parseAmount, parseNonNegative, parsePositiveOrDefault } from './parse-amount';

/**
 * Each input in form order with its documented range (issue 13 item 15); outside it the result is
 * refused. The field list and the field type are read from this one table.
 */
export const AFFORDABILITY_INPUT_BOUNDS = {
  annualIncome: AMOUNT_BOUNDS,
  monthlyDebts: AMOUNT_BOUNDS,
  downPayment: AMOUNT_BOUNDS,
  interestRate: INTEREST_RATE_BOUNDS,
  loanTerm: TERM_YEARS_BOUNDS,
  propertyTaxRate: SHARE_PERCENT_BOUNDS,
  insuranceRate: SHARE_PERCENT_BOUNDS,
  pmiRate: SHARE_PERCENT_BOUNDS,
} satisfies InputTable;
export type AffordabilityField = keyof typeof AFFORDABILITY_INPUT_BOUNDS;
export const AFFORDABILITY_FIELDS = fieldsOf(AFFORDABILITY_INPUT_BOUNDS);
export type AffordabilityInputs = FieldValues<AffordabilityField>;

export interface AffordabilityResult {
  readonly maxHomePrice: number;
  readonly maxLoanAmount: number;
  /** Total monthly housing payment at the maximum price. */
  readonly monthlyPayment: number;
  readonly principalInterest: number;
  readonly monthlyPropertyTax: number;
  readonly monthlyInsurance: number;
  readonly monthlyPmi: number;
  /** (housing payment + other debts) / gross monthly income, in percent. Warn above 36. */
  readonly debtToIncomeRatio: number;
  /** Housing payment / gross monthly income, in percent. Warn above 28. */
  readonly housingRatio: number;
  /** The payment the two ratio limits allow: min(28% of income, 36% of income - debts). */
  readonly allowedPayment: number;
}

/** Spec §9 lender guidelines. */
export const HOUSING_RATIO_LIMIT_PERCENT = 28;
export const DEBT_RATIO_LIMIT_PERCENT = 36;
/** PMI applies when the loan exceeds this share of the price (spec §9). */
const PMI_LOAN_TO_VALUE = 0.8;
/** Spec §5 defaults, used when a field is empty or zero. */
const DEFAULT_TAX_RATE_PERCENT = 1.2;
const DEFAULT_INSURANCE_RATE_PERCENT = 0.5;
const DEFAULT_PMI_RATE_PERCENT = 0.5;

interface CostRates {
  /** P&I per dollar borrowed. */
  readonly paymentPerLoanDollar: number;
  /** Monthly PMI per dollar borrowed. */
  readonly pmiPerLoanDollar: number;
  /** Monthly tax plus insurance per dollar of price. */
  readonly ownershipPerPriceDollar: number;
}

function pmiApplies(price: number, loan: number): boolean {
  return loan > price * PMI_LOAN_TO_VALUE;
}

/**
 * Highest price whose total monthly payment fits `allowed`.
 *
 * The spec's original method walked prices from $100,000 in $1,000 steps (at most 1,000 steps,
 * stopping within $10 of the target), so it could never answer below $100,000 or above about
 * $1.1M. We solve the same equation exactly instead. The payment is non-decreasing in price and
 * linear on each of three pieces, so each piece is solved directly:
 *   price <= down             no loan:   price * o
 *   down < price <= down/0.2  no PMI:    (price - down) * f + price * o
 *   price > down/0.2          with PMI:  (price - down) * (f + m) + price * o
 * (f = P&I per loan dollar, m = PMI per loan dollar, o = tax + insurance per price dollar).
 * PMI switches on with a jump, so when the PMI piece has no solution the answer is the last price
 * without PMI. The result is rounded down to whole dollars so its payment never exceeds `allowed`.
 */
function solveMaxPrice(allowed: number, downPayment: number, rates: CostRates): number {
  const { paymentPerLoanDollar: f, pmiPerLoanDollar: m, ownershipPerPriceDollar: o } = rates;
  let price: number;
  if (allowed <= downPayment * o) {
    price = allowed / o;
  } else {
    const pmiThresholdPrice = downPayment / (1 - PMI_LOAN_TO_VALUE);
    const priceWithoutPmi = (allowed + downPayment * f) / (f + o);
    if (priceWithoutPmi <= pmiThresholdPrice) {
      price = priceWithoutPmi;
    } else {
      const priceWithPmi = (allowed + downPayment * (f + m)) / (f + m + o);
      price = Math.max(priceWithPmi, pmiThresholdPrice);
    }
  }
  // The nudge keeps 269999.99999999997 (float dust from an exact answer) from losing a dollar.
  return Math.floor(price + 1e-6);
}

/**
 * Affordability calculator (spec §2, §5, §9). Needs income and rate above 0; returns null when
 * debts leave no room for a housing payment.
 */
export function calculateAffordability(inputs: AffordabilityInputs): AffordabilityResult | null {
  // Out of range reads as null here; the typed refusal comes from calculateWithinBounds.
  if (outOfRange(inputs, AFFORDABILITY_INPUT_BOUNDS)) return null;
  const annualIncome = parseAmount(inputs.annualIncome);
  const interestRate = parseAmount(inputs.interestRate);
  if (!(annualIncome > 0) || !(interestRate > 0)) return null;
  const monthlyDebts = parseNonNegative(inputs.monthlyDebts);
  const downPayment = parseNonNegative(inputs.downPayment);
  const loanTerm = parsePositiveOrDefault(inputs.loanTerm, DEFAULT_LOAN_TERM_YEARS);
  const taxRate = parsePositiveOrDefault(inputs.propertyTaxRate, DEFAULT_TAX_RATE_PERCENT);
  const insuranceRate = parsePositiveOrDefault(inputs.insuranceRate, DEFAULT_INSURANCE_RATE_PERCENT);
  const pmiRate = parsePositiveOrDefault(inputs.pmiRate, DEFAULT_PMI_RATE_PERCENT);

  const monthlyIncome = annualIncome / 12;
  const allowedPayment = Math.min(
    (monthlyIncome * HOUSING_RATIO_LIMIT_PERCENT) / 100,
    (monthlyIncome * DEBT_RATIO_LIMIT_PERCENT) / 100 - monthlyDebts,
  );
  if (!(allowedPayment > 0)) return null;

  const rates: CostRates = {
    paymentPerLoanDollar: monthlyPayment(1, interestRate, loanTerm),
    pmiPerLoanDollar: pmiRate / 1200,
    ownershipPerPriceDollar: (taxRate + insuranceRate) / 1200,
  };
  const maxHomePrice = solveMaxPrice(allowedPayment, downPayment, rates);
  const maxLoanAmount = Math.max(0, maxHomePrice - downPayment);
  const principalInterest = maxLoanAmount * rates.paymentPerLoanDollar;
  const monthlyPropertyTax = (maxHomePrice * taxRate) / 1200;
  const monthlyInsurance = (maxHomePrice * insuranceRate) / 1200;
  const monthlyPmi = pmiApplies(maxHomePrice, maxLoanAmount) ? maxLoanAmount * rates.pmiPerLoanDollar : 0;
  const totalPayment = principalInterest + monthlyPropertyTax + monthlyInsurance + monthlyPmi;
  return {
    maxHomePrice,
    maxLoanAmount,
    monthlyPayment: totalPayment,
    principalInterest,
    monthlyPropertyTax,
    monthlyInsurance,
    monthlyPmi,
    debtToIncomeRatio: ((totalPayment + monthlyDebts) / monthlyIncome) * 100,
    housingRatio: (totalPayment / monthlyIncome) * 100,
    allowedPayment,
  };
}
