import { cashToClose, estimatedClosingCosts } from './closing-costs';
import { downPaymentAbovePriceRefusal } from './down-payment-refusal';
import { AMOUNT_BOUNDS, fieldsOf, type InputTable, type NotComputable, outOfRange } from './input-bounds';
import { HOME_PURCHASE_INPUTS, LOAN_OPTION_INPUTS, readHomePurchase } from './loan-inputs';
import { loanProgram } from './loan-program';
import { loanProgramRefusal } from './loan-program-refusal';
import { paymentCount } from './loan-terms';
import { type LoanType, parseLoanProgramChoice } from './loan-type';
import { monthlyPayment } from './monthly-payment';
import { type FieldValues, parseNonNegative } from './parse-amount';

/**
 * Each input in form order with its documented range (issue 13 item 15); outside it the result is
 * refused. The field list and the field type are read from this one table.
 */
export const PAYMENT_INPUT_BOUNDS = {
  ...HOME_PURCHASE_INPUTS,
  pmi: AMOUNT_BOUNDS,
  hoaFees: AMOUNT_BOUNDS,
  // Issue 13 item 19; the PMI choice's 'entered' is the Monthly PMI field.
  ...LOAN_OPTION_INPUTS,
} satisfies InputTable;
export type PaymentField = keyof typeof PAYMENT_INPUT_BOUNDS;
export const PAYMENT_FIELDS = fieldsOf(PAYMENT_INPUT_BOUNDS);
export type PaymentInputs = FieldValues<PaymentField>;

/** Monthly amounts, except the loan summary (loanAmount, downPayment, downPaymentPercent) and closing. */
export interface PaymentResult {
  readonly principalAndInterest: number;
  /** Monthly share of the annual property tax. */
  readonly propertyTax: number;
  /** Monthly share of the annual home insurance. */
  readonly homeInsurance: number;
  /** Monthly mortgage insurance: the PMI typed or estimated (conventional), the annual MIP (FHA), 0 (VA). */
  readonly pmi: number;
  readonly hoaFees: number;
  readonly totalPayment: number;
  /** What is borrowed: price minus down payment, plus an FHA or VA upfront fee added to the loan. */
  readonly loanAmount: number;
  readonly downPayment: number;
  readonly downPaymentPercent: number;
  readonly loanType: LoanType;
  /** Price minus down payment (the loan before any financed fee). */
  readonly baseLoanAmount: number;
  /** FHA upfront MIP or VA funding fee, in percent of the base loan and in dollars (0 otherwise). */
  readonly upfrontFeePercent: number;
  readonly upfrontFee: number;
  readonly upfrontFeeFinanced: boolean;
  /** Yearly rate of an estimated PMI or of the FHA MIP in percent; null for a PMI typed as an amount. */
  readonly mortgageInsurancePercent: number | null;
  /** Payments 1 to this carry the PMI or MIP (PMI: until the balance is scheduled to reach 78%). */
  readonly mortgageInsurancePayments: number;
  /** Number of monthly payments of the loan. */
  readonly paymentCount: number;
  readonly closingCostPercent: number;
  readonly closingCosts: number;
  /** Down payment + closing costs + an upfront fee paid at closing. */
  readonly cashToClose: number;
}

/**
 * The payment calculator's rules across fields, as its typed refusal: a down payment above the home
 * price, then the loan program's own (an FHA loan needs 3.5% down).
 */
export function paymentRefusal(inputs: PaymentInputs): NotComputable | null {
  return downPaymentAbovePriceRefusal(inputs) ?? loanProgramRefusal(inputs);
}

/**
 * Payment calculator (spec §2). Needs a home price and a rate above 0 (§5), otherwise null.
 * The loan is price minus down payment; a down payment above the price is null here (paymentRefusal
 * says why). Issue 13 item 19 adds the loan type (see loan-program.ts) and the closing costs; with the
 * defaults (conventional, the Monthly PMI as typed) every spec §2 figure is unchanged. An FHA loan with
 * less than 3.5% down is null here too.
 */
export function calculatePayment(inputs: PaymentInputs): PaymentResult | null {
  // Out of range reads as null here; the typed refusal comes from calculateWithinBounds.
  if (outOfRange(inputs, PAYMENT_INPUT_BOUNDS) || paymentRefusal(inputs)) return null;
  const purchase = readHomePurchase(inputs);
  if (!purchase) return null;
  const { homePrice, downPayment, interestRate, loanTerm } = purchase;
  const program = loanProgram({
    homePrice,
    downPayment,
    interestRate,
    loanTerm,
    ...parseLoanProgramChoice(inputs),
    enteredMonthlyPmi: parseNonNegative(inputs.pmi),
  });
  const loanAmount = program.loanAmount;

  const principalAndInterest = monthlyPayment(loanAmount, interestRate, loanTerm);
  const propertyTax = parseNonNegative(inputs.propertyTax) / 12;
  const homeInsurance = parseNonNegative(inputs.homeInsurance) / 12;
  const pmi = program.monthlyMortgageInsurance;
  const hoaFees = parseNonNegative(inputs.hoaFees);
  const closingCostPercent = parseNonNegative(inputs.closingCostPercent);
  const closingCosts = estimatedClosingCosts(loanAmount, closingCostPercent);
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
    loanType: program.loanType,
    baseLoanAmount: program.baseLoanAmount,
    upfrontFeePercent: program.upfrontFeePercent,
    upfrontFee: program.upfrontFee,
    upfrontFeeFinanced: program.upfrontFeeFinanced,
    mortgageInsurancePercent: program.mortgageInsurancePercent,
    mortgageInsurancePayments: program.mortgageInsurancePayments,
    paymentCount: paymentCount(loanTerm),
    closingCostPercent,
    closingCosts,
    cashToClose: cashToClose(downPayment, closingCosts, program.upfrontFeeInCash),
  };
}
