import { INTEREST_RATE_BOUNDS } from './input-bounds';

/**
 * Derived threshold rates are whole thousandths of a percentage point, the finest step a rate is
 * quoted in (INTEREST_RATE_BOUNDS.min). Searching over integers keeps every candidate rate the same
 * double a person typing "6.125" gets, so the server compares published rates against it exactly.
 */
export const RATE_STEPS_PER_PERCENT = 1000;

const LOWEST_STEP = Math.round(INTEREST_RATE_BOUNDS.min * RATE_STEPS_PER_PERCENT);
const HIGHEST_STEP = Math.round(INTEREST_RATE_BOUNDS.max * RATE_STEPS_PER_PERCENT);

/** The rate (percent) of a whole step: rateOfStep(6125) is 6.125. */
export function rateOfStep(step: number): number {
  return step / RATE_STEPS_PER_PERCENT;
}

/** The nearest whole step of a rate: stepOfRate(6.125) is 6125 (rate arithmetic should go through steps). */
export function stepOfRate(ratePercent: number): number {
  return Math.round(ratePercent * RATE_STEPS_PER_PERCENT);
}

/**
 * The highest rate, in 0.001-point steps within the interest rate bounds (0.001 % to 30 %), at which
 * `holds` is true, for a condition that only gets harder to meet as the rate rises (saving, break-even
 * and payment all worsen with the rate). Bisection over whole steps: at most 17 calls.
 * - null when it does not hold even at 0.001 %;
 * - the upper bound (30 %) when it holds there: the condition then holds at every rate we accept, and
 *   a higher threshold would mean nothing more to a range query over published rates.
 */
export function highestRateWhere(holds: (ratePercent: number) => boolean): number | null {
  if (!holds(rateOfStep(LOWEST_STEP))) return null;
  if (holds(rateOfStep(HIGHEST_STEP))) return rateOfStep(HIGHEST_STEP);
  let holdsAt = LOWEST_STEP;
  let failsAt = HIGHEST_STEP;
  while (failsAt - holdsAt > 1) {
    const middle = Math.floor((holdsAt + failsAt) / 2);
    if (holds(rateOfStep(middle))) holdsAt = middle;
    else failsAt = middle;
  }
  return rateOfStep(holdsAt);
}
