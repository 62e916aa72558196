// What the alert stores is defined once, by its zod schema (sdk/src/schemas/alert-kinds.ts); a
// type-only import, so the finance code and the calculator chunks stay free of zod.
import type { RefinanceAlertInputs } from '../schemas/alert-kinds';
import { highestRateWhere } from './rate-threshold-search';
import { calculateRefinance } from './refinance';
import { roundToCents } from './round-to-cents';

export type { RefinanceAlertInputs };

/** The refinance calculator's figures for an alert's loan at one new rate (unrounded, as it computes them). */
export interface RefinanceAlertOutcome {
  /** Scheduled principal and interest of the current loan. */
  readonly currentPayment: number;
  readonly newPayment: number;
  /** currentPayment - newPayment; negative when refinancing raises the payment. */
  readonly monthlySaving: number;
  /** closingCosts / monthlySaving; null unless the saving is positive. */
  readonly breakEvenMonths: number | null;
  /** Interest left on the current loan minus interest over the whole new loan. */
  readonly interestDifference: number;
}

/**
 * The refinance calculator's own result for the alert's loan at `newRate`: calculateRefinance with
 * the current payment left empty (so the scheduled P&I), no cash out and the default analysis period.
 * Going through the calculator itself is what makes the alert mail and the calculator agree to the cent.
 * Null when the calculator refuses the inputs (out of the input bounds, for instance under a year left).
 */
export function refinanceOutcomeAt(
  inputs: RefinanceAlertInputs,
  newRate: number,
): RefinanceAlertOutcome | null {
  const result = calculateRefinance({
    currentBalance: inputs.currentBalance,
    currentRate: inputs.currentRate,
    yearsRemaining: inputs.yearsRemaining,
    currentPayment: null,
    newRate,
    newTerm: inputs.newTermYears,
    closingCosts: inputs.closingCosts,
    cashOut: 0,
    analysisYears: null,
  });
  if (result === null) return null;
  return {
    currentPayment: result.currentPayment,
    newPayment: result.newPayment,
    monthlySaving: result.monthlySavings,
    breakEvenMonths: result.breakEvenMonths,
    interestDifference: result.interestDifference,
  };
}

/**
 * The break-even point as a whole month: savings have covered the closing costs by the end of it.
 * The refinance calculator shows break-even under a year the same way (rounded up); mails should
 * show this number so that "break-even in month N" and the rule below agree.
 */
export function breakEvenMonthNumber(breakEvenMonths: number): number {
  return Math.ceil(breakEvenMonths);
}

/**
 * Whether refinancing at `newRate` meets the alert's rule, judged on the numbers a person is shown:
 * - saving rule: the monthly saving rounded to cents (as the calculator displays it) is at least the
 *   minimum, so a saving shown as $150.00 satisfies "at least $150";
 * - break-even rule: the saving is positive and breakEvenMonthNumber is at most the maximum, i.e. the
 *   costs are paid back by the end of month N (for whole N the same as breakEvenMonths <= N).
 * Both must hold when both are set; with neither set there is no rule to meet, so false.
 */
export function refinanceRuleHolds(inputs: RefinanceAlertInputs, newRate: number): boolean {
  const { minMonthlySaving, maxBreakEvenMonths } = inputs;
  if (minMonthlySaving === null && maxBreakEvenMonths === null) return false;
  const outcome = refinanceOutcomeAt(inputs, newRate);
  if (outcome === null) return false;
  if (minMonthlySaving !== null && !(roundToCents(outcome.monthlySaving) >= roundToCents(minMonthlySaving))) {
    return false;
  }
  if (maxBreakEvenMonths !== null) {
    if (outcome.breakEvenMonths === null) return false;
    if (!(breakEvenMonthNumber(outcome.breakEvenMonths) <= maxBreakEvenMonths)) return false;
  }
  return true;
}

/**
 * The alert's derived threshold: the highest new rate, in steps of 0.001 points, at which the rule
 * holds. The rule only gets harder as the rate rises (the new payment grows, so the saving shrinks
 * and break-even lengthens), so the alert fires exactly when the published rate is at or below it.
 * Null when it holds at no rate from 0.001 % (closing costs too high to pay back in time, a saving
 * larger than the current payment, inputs the calculator refuses). A rule that still holds at the
 * 30 % input bound is clamped to 30 %: every rate we accept then satisfies it.
 */
export function refinanceThresholdRate(inputs: RefinanceAlertInputs): number | null {
  return highestRateWhere((newRate) => refinanceRuleHolds(inputs, newRate));
}
