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

/** A stored day's value that a new answer changes. */
export interface ValueChange {
  date: string;
  from: number;
  to: number;
}

/**
 * A correction of a stored day must look like a correction, not a glitch: it may move the value by
 * no more than a day's plausible move. (The new value's range is checked with the rest of the answer.)
 */
export function checkRevisions(
  revisions: readonly ValueChange[],
  limits: PlausibilityLimits = DEFAULT_PLAUSIBILITY_LIMITS,
): PlausibilityVerdict {
  for (const revision of revisions) {
    // In thousandths, as stored: 6.239 -> 7.739 is a move of exactly 1.5, not 1.5000000000000009.
    const move = Math.round(Math.abs(revision.to - revision.from) * 1000) / 1000;
    if (move > limits.maxDailyMove) {
      return {
        ok: false,
        reason: `${revision.date}: revised from ${revision.from} to ${revision.to}, a move of ${move.toFixed(3)} points`,
      };
    }
  }
  return { ok: true };
}
