import { addDays } from './digest-week.ts';

export interface RatePoint {
  date: string;
  value: number;
}

/** One series' week, as the digest reports it. Values in percent, moves in points. */
export interface SeriesWeek {
  latest: RatePoint;
  /** The reading a week before the latest (the newest on or before that day); null with no history. */
  weekBefore: RatePoint | null;
  /** latest - weekBefore, rounded to thousandths; null with no history. */
  move: number | null;
  /**
   * The last earlier week whose move was at least as large (its end date), so "the biggest move
   * since ...". Null when no earlier week in the record moved as much, or when nothing moved.
   */
  biggestSince: string | null;
  /** The end date of the first week in the record with a move: "the biggest since <this>" otherwise. */
  recordStart: string | null;
}

/** Rates are stored with three decimals: compare in thousandths so float noise never decides. */
function thousandths(value: number): number {
  return Math.round(value * 1000);
}

/** The newest point on or before `date` (points oldest first), by binary search. */
function pointOnOrBefore(points: readonly RatePoint[], date: string): RatePoint | null {
  let low = 0;
  let high = points.length - 1;
  let found: RatePoint | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (points[middle].date <= date) {
      found = points[middle];
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** The one-week move ending at `point`, in thousandths, or null with nothing a week before. */
function weekMove(points: readonly RatePoint[], point: RatePoint): number | null {
  const before = pointOnOrBefore(points, addDays(point.date, -7));
  return before === null ? null : thousandths(point.value) - thousandths(before.value);
}

/**
 * The week of a series from its points (oldest first, at least one). Earlier weeks compared for
 * "biggest since" end at least a week before the latest reading, so they never overlap this week
 * (a daily series' yesterday-to-yesterday week would otherwise always be "last time").
 */
export function seriesWeek(points: readonly RatePoint[]): SeriesWeek {
  const latest = points[points.length - 1];
  const weekBefore = pointOnOrBefore(points, addDays(latest.date, -7));
  const move = weekBefore === null ? null : thousandths(latest.value) - thousandths(weekBefore.value);
  let biggestSince: string | null = null;
  let recordStart: string | null = null;
  if (move !== null) {
    const cutoff = addDays(latest.date, -7);
    for (let index = points.length - 1; index >= 0; index -= 1) {
      const point = points[index];
      if (point.date > cutoff) continue;
      const earlier = weekMove(points, point);
      if (earlier === null) break;
      recordStart = point.date;
      if (move !== 0 && Math.abs(earlier) >= Math.abs(move)) {
        biggestSince = point.date;
        break;
      }
    }
  }
  return {
    latest,
    weekBefore,
    move: move === null ? null : move / 1000,
    biggestSince,
    recordStart: biggestSince === null ? recordStart : null,
  };
}
