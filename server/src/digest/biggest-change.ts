import { CALCULATOR_DEFAULTS, monthlyPayment } from '@mrn/sdk/finance';
import type { RateType } from '@mrn/sdk/schemas';
import type { SeriesWeek } from './series-week.ts';

/** The payment calculator's default loan (price minus down payment): "a typical payment". */
export const TYPICAL_LOAN_AMOUNT =
  Number(CALCULATOR_DEFAULTS.payment.homePrice) - Number(CALCULATOR_DEFAULTS.payment.downPayment);

const TERM_YEARS: Record<RateType, number> = { '30y': 30, '15y': 15 };

/** The number the digest leads with. */
export interface BiggestChange {
  rateType: RateType;
  week: SeriesWeek & { move: number; weekBefore: NonNullable<SeriesWeek['weekBefore']> };
  loanAmount: number;
  termYears: number;
  /** New minus old monthly principal and interest on the typical loan, unrounded. */
  paymentChange: number;
}

/**
 * The series that moved most this week (the 30-year on a tie) with what the move does to the
 * principal and interest on a typical loan of its term. Null when no series has a week to compare.
 * Judged in points, the unit both series share; the dollars make that one change concrete.
 */
export function biggestChange(
  weeks: readonly { rateType: RateType; week: SeriesWeek }[],
): BiggestChange | null {
  let best: BiggestChange | null = null;
  for (const { rateType, week } of weeks) {
    if (week.move === null || week.weekBefore === null) continue;
    if (best !== null && Math.abs(week.move) <= Math.abs(best.week.move)) continue;
    const termYears = TERM_YEARS[rateType];
    best = {
      rateType,
      week: { ...week, move: week.move, weekBefore: week.weekBefore },
      loanAmount: TYPICAL_LOAN_AMOUNT,
      termYears,
      paymentChange:
        monthlyPayment(TYPICAL_LOAN_AMOUNT, week.latest.value, termYears) -
        monthlyPayment(TYPICAL_LOAN_AMOUNT, week.weekBefore.value, termYears),
    };
  }
  return best;
}
