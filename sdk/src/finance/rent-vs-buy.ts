/**
 * Rent vs buy (spec §2). The spec names only the result fields, so the model is stated here and the
 * code follows it line for line.
 *
 * Both households start with the same cash and spend the same amount every month; the one whose
 * bills are smaller invests the difference. Whoever ends up with more wealth wins.
 *
 * Buying
 * - Loan = price - down payment (not below 0), repaid by the fixed P&I payment for the loan term.
 * - Monthly buying outlay = P&I (until the loan is repaid) + property tax/12 + home insurance/12
 *   + maintenance/12 + HOA. Tax, insurance, maintenance and HOA stay at today's amounts.
 * - Total buying costs = down payment + closing costs + every monthly buying outlay. Principal is
 *   included because it is cash spent; it comes back as equity below.
 * - Future home value = price * (1 + appreciation)^years (yearly compounding).
 * - Home equity = future home value - loan balance still owed. Selling costs are not modelled.
 * - Net buying position = home equity - total buying costs.
 *
 * Renting
 * - Monthly renting outlay = rent + renters insurance/12; rent rises by the rent increase once a
 *   year (months 13-24 pay rent * (1 + increase), and so on).
 * - Total renting costs = every monthly renting outlay.
 * - The renter invests what the buyer spends beyond the renter: the down payment and closing costs
 *   on day one, then each month the buying outlay minus the renting outlay. When rent is the larger
 *   bill that difference is negative and comes out of the investments. The account earns the
 *   investment return compounded monthly (annual rate / 12), contributions at month end.
 * - Amount invested = down payment + closing costs + sum of (buying outlay - renting outlay)
 *   = total buying costs - total renting costs.
 * - Net renting position = investment value - amount invested - total renting costs,
 *   i.e. investment growth minus rent paid.
 *
 * Consequences: difference = |net buying - net renting| = |home equity - investment value|, and
 * buying wins when its net position is higher. Break-even is the first whole year (1..timeframe)
 * whose year-end net buying position is above the net renting position, or null if none is.
 * `yearly` holds both positions at each year end for a chart.
 */

import {
  AMOUNT_BOUNDS,
  fieldsOf,
  GROWTH_PERCENT_BOUNDS,
  type InputTable,
  outOfRange,
  TERM_YEARS_BOUNDS,
} from './input-bounds';
import { HOME_PURCHASE_INPUTS, readHomePurchase } from './loan-inputs';
import { paymentCount } from './loan-terms';
import { monthlyPayment } from './monthly-payment';
import { type FieldValues, parseAmount, parseNonNegative, parsePositiveOrDefault } from './parse-amount';
import { remainingBalance } from './remaining-balance';

/**
 * Each input in form order with its documented range (issue 13 item 15); outside it the result is
 * refused. The field list and the field type are read from this one table.
 */
export const RENT_VS_BUY_INPUT_BOUNDS = {
  ...HOME_PURCHASE_INPUTS,
  maintenance: AMOUNT_BOUNDS,
  hoaFees: AMOUNT_BOUNDS,
  closingCosts: AMOUNT_BOUNDS,
  monthlyRent: AMOUNT_BOUNDS,
  rentersInsurance: AMOUNT_BOUNDS,
  rentIncrease: GROWTH_PERCENT_BOUNDS,
  timeframe: TERM_YEARS_BOUNDS,
  appreciation: GROWTH_PERCENT_BOUNDS,
  investmentReturn: GROWTH_PERCENT_BOUNDS,
} satisfies InputTable;
export type RentVsBuyField = keyof typeof RENT_VS_BUY_INPUT_BOUNDS;
export const RENT_VS_BUY_FIELDS = fieldsOf(RENT_VS_BUY_INPUT_BOUNDS);
export type RentVsBuyInputs = FieldValues<RentVsBuyField>;

export interface RentVsBuyYear {
  readonly year: number;
  readonly netBuyPosition: number;
  readonly netRentPosition: number;
  readonly homeEquity: number;
  readonly investmentValue: number;
}

export interface RentVsBuyResult {
  readonly totalBuyCosts: number;
  readonly totalRentCosts: number;
  readonly netBuyPosition: number;
  readonly netRentPosition: number;
  /** Absolute net advantage of the winner. */
  readonly difference: number;
  readonly winner: 'buy' | 'rent';
  readonly futureHomeValue: number;
  readonly homeEquity: number;
  /** Loan balance owed at the end of the timeframe. */
  readonly remainingBalance: number;
  readonly investmentValue: number;
  readonly amountInvested: number;
  /** First month's buying outlay (P&I, tax, insurance, maintenance, HOA). */
  readonly monthlyBuy: number;
  /** First month's renting outlay (rent and renters insurance). */
  readonly monthlyRent: number;
  readonly breakEvenYears: number | null;
  readonly timeframeYears: number;
  readonly yearly: RentVsBuyYear[];
}

/** Spec §5 defaults for empty fields. */
const DEFAULT_TIMEFRAME_YEARS = 5;
const DEFAULT_APPRECIATION_PERCENT = 3;
const DEFAULT_INVESTMENT_RETURN_PERCENT = 7;
const DEFAULT_RENT_INCREASE_PERCENT = 3;

/** Needs price, rate and rent above 0 (spec §5). */
export function calculateRentVsBuy(inputs: RentVsBuyInputs): RentVsBuyResult | null {
  // Out of range reads as null here; the typed refusal comes from calculateWithinBounds.
  if (outOfRange(inputs, RENT_VS_BUY_INPUT_BOUNDS)) return null;
  const purchase = readHomePurchase(inputs);
  const rent = parseAmount(inputs.monthlyRent);
  if (!purchase || !(rent > 0)) return null;
  const { homePrice, downPayment, interestRate, loanTerm } = purchase;
  const timeframeYears = Math.max(
    1,
    Math.round(parsePositiveOrDefault(inputs.timeframe, DEFAULT_TIMEFRAME_YEARS)),
  );
  const appreciation = parseAmount(inputs.appreciation, DEFAULT_APPRECIATION_PERCENT) / 100;
  const rentIncrease = parseAmount(inputs.rentIncrease, DEFAULT_RENT_INCREASE_PERCENT) / 100;
  const monthlyReturn = parseAmount(inputs.investmentReturn, DEFAULT_INVESTMENT_RETURN_PERCENT) / 1200;
  const closingCosts = parseNonNegative(inputs.closingCosts);

  const loanAmount = Math.max(0, homePrice - downPayment);
  const principalAndInterest = monthlyPayment(loanAmount, interestRate, loanTerm);
  const loanPayments = paymentCount(loanTerm);
  const ownershipCosts =
    (parseNonNegative(inputs.propertyTax) +
      parseNonNegative(inputs.homeInsurance) +
      parseNonNegative(inputs.maintenance)) /
      12 +
    parseNonNegative(inputs.hoaFees);
  const rentersInsurance = parseNonNegative(inputs.rentersInsurance) / 12;
  const upfrontCash = downPayment + closingCosts;

  let totalBuyCosts = upfrontCash;
  let totalRentCosts = 0;
  let investmentValue = upfrontCash;
  let rentThisYear = rent;
  const yearly: RentVsBuyYear[] = [];
  let breakEvenYears: number | null = null;
  let balance = loanAmount;
  let futureHomeValue = homePrice;

  for (let month = 1; month <= timeframeYears * 12; month++) {
    const buyOutlay = (month <= loanPayments ? principalAndInterest : 0) + ownershipCosts;
    const rentOutlay = rentThisYear + rentersInsurance;
    totalBuyCosts += buyOutlay;
    totalRentCosts += rentOutlay;
    investmentValue = investmentValue * (1 + monthlyReturn) + (buyOutlay - rentOutlay);

    if (month % 12 === 0) {
      const year = month / 12;
      futureHomeValue = homePrice * (1 + appreciation) ** year;
      balance = remainingBalance(loanAmount, interestRate, loanTerm, month);
      const homeEquity = futureHomeValue - balance;
      const netBuyPosition = homeEquity - totalBuyCosts;
      // amountInvested = totalBuyCosts - totalRentCosts, so this is investment growth minus rent paid.
      const netRentPosition = investmentValue - (totalBuyCosts - totalRentCosts) - totalRentCosts;
      yearly.push({ year, netBuyPosition, netRentPosition, homeEquity, investmentValue });
      if (breakEvenYears === null && netBuyPosition > netRentPosition) breakEvenYears = year;
      rentThisYear *= 1 + rentIncrease;
    }
  }

  const last = yearly[yearly.length - 1];
  return {
    totalBuyCosts,
    totalRentCosts,
    netBuyPosition: last.netBuyPosition,
    netRentPosition: last.netRentPosition,
    difference: Math.abs(last.netBuyPosition - last.netRentPosition),
    winner: last.netBuyPosition > last.netRentPosition ? 'buy' : 'rent',
    futureHomeValue,
    homeEquity: last.homeEquity,
    remainingBalance: balance,
    investmentValue,
    amountInvested: totalBuyCosts - totalRentCosts,
    monthlyBuy: principalAndInterest + ownershipCosts,
    monthlyRent: rent + rentersInsurance,
    breakEvenYears,
    timeframeYears,
    yearly,
  };
}
