import {
  AMOUNT_BOUNDS,
  fieldsOf,
  GROWTH_PERCENT_BOUNDS,
  type InputTable,
  outOfRange,
  SHARE_PERCENT_BOUNDS,
  WAIT_YEARS_BOUNDS,
} from './input-bounds';
import { type FieldValues, parseAmount, parseNonNegative } from './parse-amount';

/**
 * Each input in form order with its documented range (issue 13 item 15); outside it the result is
 * refused. The field list and the field type are read from this one table.
 */
export const INFLATION_IMPACT_INPUT_BOUNDS = {
  homePrice: AMOUNT_BOUNDS,
  yearsToWait: WAIT_YEARS_BOUNDS,
  inflationRate: GROWTH_PERCENT_BOUNDS,
  downPaymentPercent: SHARE_PERCENT_BOUNDS,
  annualIncome: AMOUNT_BOUNDS,
  incomeGrowth: GROWTH_PERCENT_BOUNDS,
  currentSavings: AMOUNT_BOUNDS,
  monthlySavings: AMOUNT_BOUNDS,
} satisfies InputTable;
export type InflationImpactField = keyof typeof INFLATION_IMPACT_INPUT_BOUNDS;
export const INFLATION_IMPACT_FIELDS = fieldsOf(INFLATION_IMPACT_INPUT_BOUNDS);
export type InflationImpactInputs = FieldValues<InflationImpactField>;

/** Colour of the summary (spec §9). */
export type InflationSummaryTone = 'significant' | 'less affordable' | 'neutral';

export interface InflationImpactResult {
  readonly years: number;
  readonly currentPrice: number;
  readonly futurePrice: number;
  readonly priceIncrease: number;
  readonly currentDownPayment: number;
  readonly futureDownPayment: number;
  readonly downPaymentIncrease: number;
  readonly currentLoanAmount: number;
  readonly futureLoanAmount: number;
  readonly currentIncome: number;
  readonly futureIncome: number;
  readonly incomeIncrease: number;
  readonly currentSavings: number;
  /** Savings plus monthly deposits over the wait; no interest assumed. */
  readonly futureSavings: number;
  readonly savingsIncrease: number;
  /** Future savings expressed in today's dollars (deflated by the inflation rate). */
  readonly futureSavingsInTodaysDollars: number;
  /** Share of a dollar's buying power lost over the wait, in percent. */
  readonly purchasingPowerLossPercent: number;
  /** Home price as a multiple of yearly income, today and after the wait (0 without income). */
  readonly currentPriceToIncome: number;
  readonly futurePriceToIncome: number;
  /** Savings as a percent of the down payment needed, today and after the wait. */
  readonly currentDownPaymentCoverage: number;
  readonly futureDownPaymentCoverage: number;
  /** Price growth minus income growth over the wait, in percentage points. */
  readonly realPriceIncrease: number;
  readonly canAffordNow: boolean;
  readonly canAffordLater: boolean;
  readonly summaryTone: InflationSummaryTone;
}

/** Spec §5: the down payment percentage defaults to 20 when empty. */
const DEFAULT_DOWN_PAYMENT_PERCENT = 20;
/** Spec §9 thresholds on the real price increase, in percentage points. */
const SIGNIFICANT_REAL_INCREASE_POINTS = 2;

export function inflationSummaryTone(realPriceIncrease: number): InflationSummaryTone {
  if (realPriceIncrease > SIGNIFICANT_REAL_INCREASE_POINTS) return 'significant';
  if (realPriceIncrease > 0) return 'less affordable';
  return 'neutral';
}

/**
 * Inflation impact calculator (spec §2): what waiting `yearsToWait` years does to price, down
 * payment and affordability. Needs price and years above 0.
 *
 * Prices grow with inflation and income with income growth, both compounded yearly. "Real price
 * increase" is the cumulative price growth minus the cumulative income growth over the wait, in
 * percentage points: at 3.5% vs 2.5% for 2 years, 7.12% - 5.06% = 2.06 points, so the home takes a
 * larger bite of income. It uses the growth rates alone, so it is defined even without an income.
 * "Can afford" means savings cover the down payment at that time.
 */
export function calculateInflationImpact(inputs: InflationImpactInputs): InflationImpactResult | null {
  // Out of range reads as null here; the typed refusal comes from calculateWithinBounds.
  if (outOfRange(inputs, INFLATION_IMPACT_INPUT_BOUNDS)) return null;
  const currentPrice = parseAmount(inputs.homePrice);
  const years = parseAmount(inputs.yearsToWait);
  if (!(currentPrice > 0) || !(years > 0)) return null;
  const inflation = parseAmount(inputs.inflationRate) / 100;
  const downPaymentShare =
    Math.max(0, parseAmount(inputs.downPaymentPercent, DEFAULT_DOWN_PAYMENT_PERCENT)) / 100;
  const currentIncome = parseNonNegative(inputs.annualIncome);
  const incomeGrowth = parseAmount(inputs.incomeGrowth) / 100;
  const currentSavings = parseNonNegative(inputs.currentSavings);
  const monthlySavings = parseNonNegative(inputs.monthlySavings);

  const priceGrowthFactor = (1 + inflation) ** years;
  const incomeGrowthFactor = (1 + incomeGrowth) ** years;
  const futurePrice = currentPrice * priceGrowthFactor;
  const futureIncome = currentIncome * incomeGrowthFactor;
  const currentDownPayment = currentPrice * downPaymentShare;
  const futureDownPayment = futurePrice * downPaymentShare;
  const futureSavings = currentSavings + monthlySavings * 12 * years;
  const realPriceIncrease = (priceGrowthFactor - incomeGrowthFactor) * 100;

  return {
    years,
    currentPrice,
    futurePrice,
    priceIncrease: futurePrice - currentPrice,
    currentDownPayment,
    futureDownPayment,
    downPaymentIncrease: futureDownPayment - currentDownPayment,
    currentLoanAmount: currentPrice - currentDownPayment,
    futureLoanAmount: futurePrice - futureDownPayment,
    currentIncome,
    futureIncome,
    incomeIncrease: futureIncome - currentIncome,
    currentSavings,
    futureSavings,
    savingsIncrease: futureSavings - currentSavings,
    futureSavingsInTodaysDollars: futureSavings / priceGrowthFactor,
    purchasingPowerLossPercent: (1 - 1 / priceGrowthFactor) * 100,
    currentPriceToIncome: currentIncome > 0 ? currentPrice / currentIncome : 0,
    futurePriceToIncome: futureIncome > 0 ? futurePrice / futureIncome : 0,
    currentDownPaymentCoverage: currentDownPayment > 0 ? (currentSavings / currentDownPayment) * 100 : 100,
    futureDownPaymentCoverage: futureDownPayment > 0 ? (futureSavings / futureDownPayment) * 100 : 100,
    realPriceIncrease,
    canAffordNow: currentSavings >= currentDownPayment,
    canAffordLater: futureSavings >= futureDownPayment,
    summaryTone: inflationSummaryTone(realPriceIncrease),
  };
}
