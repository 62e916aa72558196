import type { Observation } from './observation.ts';

/**
 * Guards against false alerts from bad data. An alert mail is sent on the strength of a single
 * number, so a series answer is accepted only if every value could be a real mortgage rate, dates
 * strictly increase, nothing is dated in the future, and no day-to-day move is implausibly large
 * (the biggest daily move of the Optimal Blue indices is a fraction of a point).
 */
export interface PlausibilityLimits {
  minRate: number;
  maxRate: number;
  /** Largest accepted change, in percentage points, between consecutive observations. */
  maxDailyMove: number;
}

export const DEFAULT_PLAUSIBILITY_LIMITS: PlausibilityLimits = {
  minRate: 0.5,
  maxRate: 25,
  maxDailyMove: 1.5,
};

export type PlausibilityVerdict = { ok: true } | { ok: false; reason: string };

export function checkPlausibility(
  observations: readonly Observation[],
  options: { today: string; previous?: Observation; limits?: PlausibilityLimits },
): PlausibilityVerdict {
  const limits = options.limits ?? DEFAULT_PLAUSIBILITY_LIMITS;
  let earlier: Observation | undefined;
  // The latest stored observation anchors the move check; answers overlap it on purpose.
  let anchor = options.previous;
  for (const observation of observations) {
    if (observation.value < limits.minRate || observation.value > limits.maxRate) {
      return {
        ok: false,
        reason: `${observation.date}: value ${observation.value} is outside ${limits.minRate}-${limits.maxRate}`,
      };
    }
    if (observation.date > options.today) {
      return { ok: false, reason: `${observation.date}: dated after today (${options.today})` };
    }
    if (earlier !== undefined && observation.date <= earlier.date) {
      return { ok: false, reason: `${observation.date}: dates are not in increasing order` };
    }
    earlier = observation;
    if (anchor !== undefined && observation.date <= anchor.date) continue;
    if (anchor !== undefined && Math.abs(observation.value - anchor.value) > limits.maxDailyMove) {
      const move = Math.abs(observation.value - anchor.value).toFixed(3);
      return { ok: false, reason: `${observation.date}: moved ${move} points since ${anchor.date}` };
    }
    anchor = observation;
  }
  return { ok: true };
}
