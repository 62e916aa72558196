import { paymentCount } from './loan-terms';
import { remainingBalance } from './remaining-balance';

/**
 * FHA mortgage insurance premiums (MIP) for a purchase loan, as HUD sets them for case numbers from
 * March 20, 2023 (Mortgagee Letter 2023-05, HUD Handbook 4000.1 Appendix 1.0), and FHA's minimum
 * down payment (issue 13 item 19).
 *
 * - Upfront MIP: 1.75% of the base loan (the price minus the down payment). It is usually added to
 *   the loan, so an FHA loan of $386,000 becomes $392,755; it may be paid in cash at closing instead.
 * - Annual MIP: a yearly percentage by term, LTV (base loan / value) and base loan size, charged in
 *   twelve monthly parts. Loans over 15 years: 0.50% at or below 95% LTV and 0.55% above it (0.70% and
 *   0.75% for base loans above $726,200, the conforming limit HUD's table names). Loans of 15 years or
 *   less: 0.15% at or below 90% LTV and 0.40% above (above $726,200: 0.15% to 78%, 0.40% to 90%,
 *   0.65% above).
 * - How long: 11 years when the LTV starts at or below 90%, otherwise for the life of the loan.
 * - Minimum down payment: 3.5% of the price (with a credit score of 580 or more; 10% below that).
 */
export const FHA_UPFRONT_MIP_PERCENT = 1.75;
export const FHA_MINIMUM_DOWN_PERCENT = 3.5;
/** HUD's annual MIP table prices base loans above this amount higher. */
export const FHA_MIP_BASE_LOAN_LIMIT = 726_200;
/** Annual MIP stops after 11 years when the loan started at or below 90% LTV. */
export const FHA_MIP_SHORT_DURATION_MONTHS = 132;
const FHA_MIP_SHORT_DURATION_MAX_LTV = 0.9;

interface MipStep {
  /** Covers LTVs above the previous step's maxLtv, up to and including this one. */
  readonly maxLtv: number;
  readonly annualPercent: number;
}

const INF = Number.POSITIVE_INFINITY;
/** Annual MIP in percent: [term over 15 years?][base loan above the limit?] -> LTV steps. */
const ANNUAL_MIP_TABLE: Readonly<Record<'long' | 'short', Readonly<Record<'standard' | 'high', MipStep[]>>>> =
  {
    long: {
      standard: [
        { maxLtv: 0.95, annualPercent: 0.5 },
        { maxLtv: INF, annualPercent: 0.55 },
      ],
      high: [
        { maxLtv: 0.95, annualPercent: 0.7 },
        { maxLtv: INF, annualPercent: 0.75 },
      ],
    },
    short: {
      standard: [
        { maxLtv: 0.9, annualPercent: 0.15 },
        { maxLtv: INF, annualPercent: 0.4 },
      ],
      high: [
        { maxLtv: 0.78, annualPercent: 0.15 },
        { maxLtv: 0.9, annualPercent: 0.4 },
        { maxLtv: INF, annualPercent: 0.65 },
      ],
    },
  };

/** The LTVs at which the annual MIP can change, for the affordability solver's price breakpoints. */
export const FHA_MIP_LTV_BREAKS: readonly number[] = [0.78, 0.9, 0.95];

/** The lowest FHA down payment for a price: 3.5% of it. */
export function fhaMinimumDownPayment(homePrice: number): number {
  return (homePrice * FHA_MINIMUM_DOWN_PERCENT) / 100;
}

/** Upfront MIP in dollars: 1.75% of the base loan. */
export function fhaUpfrontMip(baseLoanAmount: number): number {
  return (baseLoanAmount * FHA_UPFRONT_MIP_PERCENT) / 100;
}

/** The annual MIP rate in percent for a base loan on a home of `homeValue` over `years`. */
export function fhaAnnualMipPercent(baseLoanAmount: number, homeValue: number, years: number): number {
  if (!(baseLoanAmount > 0) || !(homeValue > 0)) return 0;
  const term = paymentCount(years) > 180 ? 'long' : 'short';
  const size = baseLoanAmount > FHA_MIP_BASE_LOAN_LIMIT ? 'high' : 'standard';
  const steps = ANNUAL_MIP_TABLE[term][size];
  const step = steps.find(({ maxLtv }) => baseLoanAmount <= homeValue * maxLtv) ?? steps[steps.length - 1];
  return step.annualPercent;
}

/** How many monthly payments carry annual MIP: 132 (11 years) from at most 90% LTV, else all. */
export function fhaMipPaymentCount(baseLoanAmount: number, homeValue: number, years: number): number {
  const payments = paymentCount(years);
  return baseLoanAmount <= homeValue * FHA_MIP_SHORT_DURATION_MAX_LTV
    ? Math.min(FHA_MIP_SHORT_DURATION_MONTHS, payments)
    : payments;
}

/**
 * The average scheduled balance over the first year's 12 payments per dollar borrowed: the mean of
 * the balances the payments 1 to 12 are made on. HUD works out each year's MIP on that year's
 * average balance by the original schedule ("Monthly (Periodic) MIP Calculation"). Where the upfront
 * premium is financed, HUD divides the result by 1.0175, which is the same as using the base loan:
 * so the monthly MIP is base loan x this factor x rate / 12 either way.
 */
export function firstYearAverageBalanceFactor(annualRatePercent: number, years: number): number {
  let total = 0;
  for (let made = 0; made < 12; made++) total += remainingBalance(1, annualRatePercent, years, made);
  return total / 12;
}

/** Monthly MIP in the first year, unrounded: base loan x average balance factor x annual rate / 12. */
export function fhaMonthlyMip(
  baseLoanAmount: number,
  homeValue: number,
  annualRatePercent: number,
  years: number,
): number {
  const mipPercent = fhaAnnualMipPercent(baseLoanAmount, homeValue, years);
  return (baseLoanAmount * firstYearAverageBalanceFactor(annualRatePercent, years) * mipPercent) / 1200;
}
