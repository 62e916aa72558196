import { calendarDateOf, daysBetween, isoDateAfterMonths, parseIsoDate } from './calendar-date';
import { DOWN_PAYMENT_INPUT_BOUNDS } from './down-payment';
import { DOWN_PAYMENT_GOAL_FIELDS, downPaymentGoal } from './down-payment-goal';
import { type InputBoundsOf, type NotComputable, outOfRange } from './input-bounds';
import { monthsToSave } from './months-to-save';
import { type FieldValues, parseNonNegative } from './parse-amount';

export const SAVINGS_TRACKER_FIELDS = DOWN_PAYMENT_GOAL_FIELDS;
export type SavingsTrackerField = (typeof SAVINGS_TRACKER_FIELDS)[number];
export type SavingsTrackerInputs = FieldValues<SavingsTrackerField>;

/** The down payment calculator's bounds: the same five fields, the same ranges (issue 28). */
export const SAVINGS_TRACKER_INPUT_BOUNDS: InputBoundsOf<SavingsTrackerField> = DOWN_PAYMENT_INPUT_BOUNDS;

export interface SavingsTrackerResult {
  /** Down payment needed: price x percent. */
  readonly needed: number;
  /** Still to save, never below 0. */
  readonly remaining: number;
  /** Savings as a share of the need, clamped to 0-100. */
  readonly progressPercent: number;
  /** Months at the current pace; 0 when reached, null without a goal or without monthly savings. */
  readonly monthsToGoal: number | null;
  readonly projectedDate: string | null;
  /** Monthly saving needed to reach the goal by the target date; null without a valid target date. */
  readonly monthlyNeededForTarget: number | null;
  readonly targetDateInPast: boolean | null;
}

/** Spec §9: months until the target date are counted in 30-day blocks. */
const DAYS_PER_BLOCK = 30;

/**
 * Down payment savings tracker (spec §9); updates live: the figures, or the typed refusal naming
 * each field outside its bounds. `today` is injectable for tests.
 * A partly used 30-day block counts as a month of saving; a target date today or in the past leaves
 * one block (spec: at least 1), i.e. the whole remainder is due now.
 */
export function trackSavings(
  inputs: SavingsTrackerInputs,
  today: Date = new Date(),
): SavingsTrackerResult | NotComputable {
  const refusal = outOfRange(inputs, SAVINGS_TRACKER_INPUT_BOUNDS);
  if (refusal) return refusal;
  const { needed, remaining, currentSavings, monthlySavings } = downPaymentGoal(
    parseNonNegative(inputs.homePrice),
    inputs,
  );
  const todayDate = calendarDateOf(today);
  const progressPercent = needed > 0 ? Math.min(100, Math.max(0, (currentSavings / needed) * 100)) : 0;
  const monthsToGoal = needed > 0 ? monthsToSave(remaining, monthlySavings) : null;

  const target = parseIsoDate(inputs.targetDate);
  let monthlyNeededForTarget: number | null = null;
  let targetDateInPast: boolean | null = null;
  if (target !== null && needed > 0) {
    const daysLeft = daysBetween(todayDate, target);
    targetDateInPast = daysLeft < 0;
    monthlyNeededForTarget = remaining / Math.max(1, Math.ceil(daysLeft / DAYS_PER_BLOCK));
  }

  return {
    needed,
    remaining,
    progressPercent,
    monthsToGoal,
    projectedDate: monthsToGoal === null ? null : isoDateAfterMonths(todayDate, monthsToGoal),
    monthlyNeededForTarget,
    targetDateInPast,
  };
}
