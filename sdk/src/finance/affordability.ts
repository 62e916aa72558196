import { cashToClose, estimatedClosingCosts } from './closing-costs';
import { ESTIMATED_PMI_RATES, PMI_REQUIRED_ABOVE_LTV } from './conventional-pmi';
import {
  FHA_MINIMUM_DOWN_PERCENT,
  FHA_MIP_BASE_LOAN_LIMIT,
  FHA_MIP_LTV_BREAKS,
  fhaMinimumDownPayment,
} from './fha-mortgage-insurance';
import { AMOUNT_BOUNDS, fieldsOf, type InputTable, outOfRange, SHARE_PERCENT_BOUNDS } from './input-bounds';
import { LOAN_OPTION_INPUTS, RATE_AND_TERM_INPUTS, readRateAndTerm } from './loan-inputs';
import { type LoanProgram, loanProgram } from './loan-program';
import { affordabilityLoanProgramRefusal } from './loan-program-refusal';
import { isVaLoan, type LoanProgramChoice, type LoanType, parseLoanProgramChoice } from './loan-type';
import { monthlyPayment } from './monthly-payment';
import { type FieldValues, parseAmount, parseNonNegative, parsePositiveOrDefault } from './parse-amount';
import { highestPriceWithin } from './piecewise-price-solver';
import { VA_FUNDING_FEE_STEPS } from './va-funding-fee';

/**
 * Each input in form order with its documented range (issue 13 item 15); outside it the result is
 * refused. The field list and the field type are read from this one table.
 */
export const AFFORDABILITY_INPUT_BOUNDS = {
  annualIncome: AMOUNT_BOUNDS,
  monthlyDebts: AMOUNT_BOUNDS,
  downPayment: AMOUNT_BOUNDS,
  ...RATE_AND_TERM_INPUTS,
  propertyTaxRate: SHARE_PERCENT_BOUNDS,
  insuranceRate: SHARE_PERCENT_BOUNDS,
  pmiRate: SHARE_PERCENT_BOUNDS,
  // Issue 13 item 19; the PMI choice's 'entered' is the Annual PMI % field.
  ...LOAN_OPTION_INPUTS,
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
  readonly loanType: LoanType;
  /** Maximum price minus down payment (the loan before any financed fee). */
  readonly baseLoanAmount: number;
  /** FHA upfront MIP or VA funding fee at the maximum price, in percent of the base loan and dollars. */
  readonly upfrontFeePercent: number;
  readonly upfrontFee: number;
  readonly upfrontFeeFinanced: boolean;
  /** Yearly PMI or FHA MIP rate applied, in percent (0 when none applies). */
  readonly mortgageInsurancePercent: number;
  /** True when the rate is the program's own (FHA MIP, or PMI estimated from the LTV), not the typed one. */
  readonly mortgageInsuranceByProgram: boolean;
  /** True when FHA's 3.5% minimum down payment, not income, sets the maximum price. */
  readonly limitedByMinimumDown: boolean;
  readonly closingCostPercent: number;
  readonly closingCosts: number;
  /** Down payment + closing costs + an upfront fee paid at closing. */
  readonly cashToClose: number;
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
 * Prices at which the chosen program's costs change step (they are linear in the price in between):
 * where a loan starts, and where the LTV or the down payment share crosses a step of the PMI, MIP or
 * VA fee table, or the base loan crosses HUD's MIP size limit.
 */
function programBreakpoints(downPayment: number, choice: LoanProgramChoice): number[] {
  // A loan-to-value ratio t is crossed at price = down / (1 - t); a down payment share s at down / s.
  const atLtv = (ltv: number) => downPayment / (1 - ltv);
  const points = [downPayment];
  if (choice.loanType === 'fha') {
    points.push(...FHA_MIP_LTV_BREAKS.map(atLtv), downPayment + FHA_MIP_BASE_LOAN_LIMIT);
  } else if (isVaLoan(choice.loanType)) {
    for (const { minDownShare } of VA_FUNDING_FEE_STEPS)
      if (minDownShare > 0) points.push(downPayment / minDownShare);
  } else {
    points.push(atLtv(PMI_REQUIRED_ABOVE_LTV));
    for (const { maxLtv } of ESTIMATED_PMI_RATES) if (maxLtv < 1) points.push(atLtv(maxLtv));
  }
  return points;
}

interface ProgramPayment {
  readonly program: LoanProgram;
  readonly principalInterest: number;
  readonly total: number;
}

/**
 * Affordability calculator (spec §2, §5, §9). Needs income and rate above 0; returns null when
 * debts leave no room for a housing payment. Issue 13 item 19 adds the loan type and closing costs:
 * conventional with the PMI rate as typed (the defaults) is solved exactly as before; an estimated
 * PMI, FHA or VA is solved piece by piece over the price steps of its costs (piecewise-price-solver.ts).
 * FHA caps the price where the down payment is 3.5% of it, and needs a down payment above $0.
 */
export function calculateAffordability(inputs: AffordabilityInputs): AffordabilityResult | null {
  // Out of range reads as null here; the typed refusal comes from calculateWithinBounds.
  if (outOfRange(inputs, AFFORDABILITY_INPUT_BOUNDS) || affordabilityLoanProgramRefusal(inputs)) return null;
  const annualIncome = parseAmount(inputs.annualIncome);
  const rateAndTerm = readRateAndTerm(inputs);
  if (!(annualIncome > 0) || !rateAndTerm) return null;
  const { interestRate, loanTerm } = rateAndTerm;
  const monthlyDebts = parseNonNegative(inputs.monthlyDebts);
  const downPayment = parseNonNegative(inputs.downPayment);
  const taxRate = parsePositiveOrDefault(inputs.propertyTaxRate, DEFAULT_TAX_RATE_PERCENT);
  const insuranceRate = parsePositiveOrDefault(inputs.insuranceRate, DEFAULT_INSURANCE_RATE_PERCENT);
  const pmiRate = parsePositiveOrDefault(inputs.pmiRate, DEFAULT_PMI_RATE_PERCENT);
  const choice = parseLoanProgramChoice(inputs);
  const closingCostPercent = parseNonNegative(inputs.closingCostPercent);

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
  const ownershipAt = (price: number) => ({
    monthlyPropertyTax: (price * taxRate) / 1200,
    monthlyInsurance: (price * insuranceRate) / 1200,
  });
  const ratios = (totalPayment: number) => ({
    debtToIncomeRatio: ((totalPayment + monthlyDebts) / monthlyIncome) * 100,
    housingRatio: (totalPayment / monthlyIncome) * 100,
  });

  if (choice.loanType === 'conventional' && choice.pmiMethod === 'entered') {
    const maxHomePrice = solveMaxPrice(allowedPayment, downPayment, rates);
    const maxLoanAmount = Math.max(0, maxHomePrice - downPayment);
    const principalInterest = maxLoanAmount * rates.paymentPerLoanDollar;
    const { monthlyPropertyTax, monthlyInsurance } = ownershipAt(maxHomePrice);
    const monthlyPmi = pmiApplies(maxHomePrice, maxLoanAmount) ? maxLoanAmount * rates.pmiPerLoanDollar : 0;
    const totalPayment = principalInterest + monthlyPropertyTax + monthlyInsurance + monthlyPmi;
    const closingCosts = estimatedClosingCosts(maxLoanAmount, closingCostPercent);
    return {
      maxHomePrice,
      maxLoanAmount,
      monthlyPayment: totalPayment,
      principalInterest,
      monthlyPropertyTax,
      monthlyInsurance,
      monthlyPmi,
      ...ratios(totalPayment),
      allowedPayment,
      loanType: 'conventional',
      baseLoanAmount: maxLoanAmount,
      upfrontFeePercent: 0,
      upfrontFee: 0,
      upfrontFeeFinanced: false,
      mortgageInsurancePercent: monthlyPmi > 0 ? pmiRate : 0,
      mortgageInsuranceByProgram: false,
      limitedByMinimumDown: false,
      closingCostPercent,
      closingCosts,
      cashToClose: cashToClose(downPayment, closingCosts, 0),
    };
  }

  const paymentAt = (price: number): ProgramPayment => {
    const program = loanProgram({
      homePrice: price,
      downPayment,
      interestRate,
      loanTerm,
      ...choice,
      enteredMonthlyPmi: 0,
    });
    const principalInterest = program.loanAmount * rates.paymentPerLoanDollar;
    const total =
      principalInterest + price * rates.ownershipPerPriceDollar + program.monthlyMortgageInsurance;
    return { program, principalInterest, total };
  };
  // FHA: at most the price whose 3.5% is the down payment.
  const cap =
    choice.loanType === 'fha' ? (downPayment * 100) / FHA_MINIMUM_DOWN_PERCENT : Number.POSITIVE_INFINITY;
  let maxHomePrice = highestPriceWithin(
    allowedPayment,
    programBreakpoints(downPayment, choice),
    (price) => paymentAt(price).total,
    cap,
  );
  // Float dust in the cap must not break the rule it stands for.
  while (choice.loanType === 'fha' && maxHomePrice > 0 && downPayment < fhaMinimumDownPayment(maxHomePrice)) {
    maxHomePrice--;
  }
  const { program, principalInterest, total: totalPayment } = paymentAt(maxHomePrice);
  const { monthlyPropertyTax, monthlyInsurance } = ownershipAt(maxHomePrice);
  const closingCosts = estimatedClosingCosts(program.loanAmount, closingCostPercent);
  return {
    maxHomePrice,
    maxLoanAmount: program.loanAmount,
    monthlyPayment: totalPayment,
    principalInterest,
    monthlyPropertyTax,
    monthlyInsurance,
    monthlyPmi: program.monthlyMortgageInsurance,
    ...ratios(totalPayment),
    allowedPayment,
    loanType: choice.loanType,
    baseLoanAmount: program.baseLoanAmount,
    upfrontFeePercent: program.upfrontFeePercent,
    upfrontFee: program.upfrontFee,
    upfrontFeeFinanced: program.upfrontFeeFinanced,
    mortgageInsurancePercent: program.mortgageInsurancePercent ?? 0,
    mortgageInsuranceByProgram: true,
    limitedByMinimumDown: choice.loanType === 'fha' && maxHomePrice + 1 > cap,
    closingCostPercent,
    closingCosts,
    cashToClose: cashToClose(downPayment, closingCosts, program.upfrontFeeInCash),
  };
}
