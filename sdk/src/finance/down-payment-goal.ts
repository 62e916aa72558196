import { type FieldValues, parseAmount, parseNonNegative } from './parse-amount';

/** The down payment calculator and the savings tracker worksheet ask for the same five fields. */
export const DOWN_PAYMENT_GOAL_FIELDS = [
  'homePrice',
  'downPaymentPercent',
  'currentSavings',
  'monthlySavings',
  'targetDate',
] as const;

/** Spec §3 and §5: the down payment percentage defaults to 20 when empty. */
const DEFAULT_DOWN_PAYMENT_PERCENT = 20;

/** The savings fields the down payment calculator and the savings tracker both ask for. */
export type DownPaymentGoalInputs = FieldValues<'downPaymentPercent' | 'currentSavings' | 'monthlySavings'>;

export interface DownPaymentGoal {
  /** Down payment as a percent of the price, never below 0. */
  readonly percent: number;
  /** Down payment needed: price x percent. */
  readonly needed: number;
  readonly currentSavings: number;
  readonly monthlySavings: number;
  /** Still to save, never below 0. */
  readonly remaining: number;
}

/**
 * The down payment a home price calls for and how far savings are from it: one reading of the
 * shared fields, so the calculator and the tracker cannot drift apart on the same numbers.
 */
export function downPaymentGoal(homePrice: number, inputs: DownPaymentGoalInputs): DownPaymentGoal {
  const percent = Math.max(0, parseAmount(inputs.downPaymentPercent, DEFAULT_DOWN_PAYMENT_PERCENT));
  const currentSavings = parseNonNegative(inputs.currentSavings);
  const needed = (homePrice * percent) / 100;
  return {
    percent,
    needed,
    currentSavings,
    monthlySavings: parseNonNegative(inputs.monthlySavings),
    remaining: Math.max(0, needed - currentSavings),
  };
}
