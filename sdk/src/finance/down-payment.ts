import { calendarDateOf, daysBetween, isoDateAfterMonths, parseIsoDate } from './calendar-date';
import { DOWN_PAYMENT_GOAL_FIELDS, downPaymentGoal } from './down-payment-goal';
import { AMOUNT_BOUNDS, type InputBoundsOf, outOfRange, SHARE_PERCENT_BOUNDS } from './input-bounds';
import { monthsToSave } from './months-to-save';
import { type FieldValues, parseAmount } from './parse-amount';

export const DOWN_PAYMENT_FIELDS = DOWN_PAYMENT_GOAL_FIELDS;
export type DownPaymentField = (typeof DOWN_PAYMENT_FIELDS)[number];

/** The documented range of each numeric field (issue 13 item 15); outside it the result is refused. */
export const DOWN_PAYMENT_INPUT_BOUNDS: InputBoundsOf<DownPaymentField> = {
  homePrice: AMOUNT_BOUNDS,
  downPaymentPercent: SHARE_PERCENT_BOUNDS,
  currentSavings: AMOUNT_BOUNDS,
  monthlySavings: AMOUNT_BOUNDS,
};
export type DownPaymentInputs = FieldValues<DownPaymentField>;

/** The options grid of spec §9, in display order. */
export const DOWN_PAYMENT_SCENARIOS = [
  { percent: 3, name: 'Conventional' },
  { percent: 3.5, name: 'FHA' },
  { percent: 5, name: 'Conventional' },
  { percent: 10, name: 'Good' },
  { percent: 20, name: 'Ideal - No PMI' },
] as const;

export interface DownPaymentScenario {
  readonly percent: number;
  readonly name: string;
  readonly amount: number;
  readonly needToSave: number;
  readonly monthsToSave: number | null;
}

export interface DownPaymentResult {
  readonly downPaymentAmount: number;
  readonly needToSave: number;
  /** Null when more is needed but nothing is saved monthly. */
  readonly monthsToSave: number | null;
  /** 'YYYY-MM-DD' when the goal is reached at the current pace, or null when it never is. */
  readonly targetCompletionDate: string | null;
  readonly hasTargetDate: boolean;
  /** The target-date fields below are null without a target date. */
  readonly canAffordByDate: boolean | null;
  readonly shortfall: number | null;
  /** Whole 30.44-day months of saving left before the target date; 0 when it has passed. */
  readonly monthsUntilTarget: number | null;
  readonly targetDateInPast: boolean | null;
  /** Monthly saving that would close the gap by the target date (null when the date has passed). */
  readonly monthlySavingsNeededForTarget: number | null;
  readonly loanAmount: number;
  /** Loan as a percent of price. */
  readonly loanToValue: number;
  /** Spec §9: PMI is typically required under 20% down. */
  readonly requiresPmi: boolean;
  readonly scenarios: DownPaymentScenario[];
}

/** Spec §9: a month is 30.44 days for the target-date calculation (365.25 / 12). */
export const AVERAGE_DAYS_PER_MONTH = 30.44;
/** Below this down payment percentage lenders usually require PMI. */
export const PMI_FREE_DOWN_PAYMENT_PERCENT = 20;

/**
 * Down payment calculator (spec §2). Needs a price above 0. `today` is injectable so results that
 * depend on the date are testable; it defaults to the current day where the code runs.
 */
export function calculateDownPayment(
  inputs: DownPaymentInputs,
  today: Date = new Date(),
): DownPaymentResult | null {
  // Out of range reads as null here; the typed refusal comes from calculateWithinBounds.
  if (outOfRange(inputs, DOWN_PAYMENT_INPUT_BOUNDS)) return null;
  const homePrice = parseAmount(inputs.homePrice);
  if (!(homePrice > 0)) return null;
  const goal = downPaymentGoal(homePrice, inputs);
  const { currentSavings, monthlySavings, needed: downPaymentAmount, remaining: needToSave } = goal;
  const todayDate = calendarDateOf(today);
  const months = monthsToSave(needToSave, monthlySavings);
  const loanAmount = Math.max(0, homePrice - downPaymentAmount);

  const target = parseIsoDate(inputs.targetDate);
  let canAffordByDate: boolean | null = null;
  let shortfall: number | null = null;
  let monthsUntilTarget: number | null = null;
  let targetDateInPast: boolean | null = null;
  let monthlySavingsNeededForTarget: number | null = null;
  if (target !== null) {
    const daysLeft = daysBetween(todayDate, target);
    targetDateInPast = daysLeft < 0;
    // Only months completed before the date bring a deposit, hence floor.
    monthsUntilTarget = Math.max(0, Math.floor(daysLeft / AVERAGE_DAYS_PER_MONTH));
    const savedByTarget = currentSavings + monthlySavings * monthsUntilTarget;
    canAffordByDate = savedByTarget >= downPaymentAmount;
    shortfall = Math.max(0, downPaymentAmount - savedByTarget);
    monthlySavingsNeededForTarget = monthsUntilTarget > 0 ? needToSave / monthsUntilTarget : null;
  }

  return {
    downPaymentAmount,
    needToSave,
    monthsToSave: months,
    targetCompletionDate: months === null ? null : isoDateAfterMonths(todayDate, months),
    hasTargetDate: target !== null,
    canAffordByDate,
    shortfall,
    monthsUntilTarget,
    targetDateInPast,
    monthlySavingsNeededForTarget,
    loanAmount,
    loanToValue: (loanAmount / homePrice) * 100,
    requiresPmi: goal.percent < PMI_FREE_DOWN_PAYMENT_PERCENT,
    scenarios: DOWN_PAYMENT_SCENARIOS.map(({ percent, name }) => {
      const amount = (homePrice * percent) / 100;
      const remaining = Math.max(0, amount - currentSavings);
      return {
        percent,
        name,
        amount,
        needToSave: remaining,
        monthsToSave: monthsToSave(remaining, monthlySavings),
      };
    }),
  };
}
