import type { AlertDirection, AlertKind, RateType } from '@mrn/sdk/schemas';

/**
 * How far an alert is from firing, in points only. (sdk/src/finance/alert-standing.ts, with
 * dollars for each kind, was not there yet when the digest was written; switch to it once it is.)
 */

/** An alert as the digest lists it. Rates in percent. */
export interface DigestAlert {
  id: string;
  kind: AlertKind;
  rateType: RateType;
  /** 'below' fires at or below `threshold`; 'above' at or above. Rate-move alerts use both edges. */
  direction: AlertDirection;
  threshold: number;
  /** Rate-move alerts: they also fire at or above this. */
  upperThreshold: number | null;
  status: 'active' | 'paused';
  armed: boolean;
  /** A fired (disarmed) alert fires again only after the rate gets back to this. */
  rearmAt: number | null;
}

export type AlertDistance =
  | { state: 'paused' }
  | { state: 'no_rate' }
  | { state: 'rearming'; rearmAt: number }
  /** `points` to go before it fires at `edge`; 0 when the rate is already there. */
  | { state: 'armed'; points: number; edge: number; side: AlertDirection };

const thousandths = (value: number) => Math.round(value * 1000);

/** Where the alert fires: one edge, or both for a rate move. */
function edgesOf(alert: DigestAlert): { side: AlertDirection; edge: number }[] {
  if (alert.kind === 'rate_move' && alert.upperThreshold !== null) {
    return [
      { side: 'below', edge: alert.threshold },
      { side: 'above', edge: alert.upperThreshold },
    ];
  }
  return [{ side: alert.direction, edge: alert.threshold }];
}

/**
 * Points between the rate and where the alert fires: below, rate - threshold; above,
 * threshold - rate; a rate move, the nearer of its two edges. Never negative: an armed alert the
 * rate has already reached is 0 points away (it fires on the next reading that stays there).
 */
export function alertDistance(alert: DigestAlert, rate: number | null): AlertDistance {
  if (alert.status === 'paused') return { state: 'paused' };
  if (!alert.armed && alert.rearmAt !== null) return { state: 'rearming', rearmAt: alert.rearmAt };
  if (rate === null) return { state: 'no_rate' };
  const gaps = edgesOf(alert).map(({ side, edge }) => ({
    side,
    edge,
    gap: side === 'below' ? thousandths(rate) - thousandths(edge) : thousandths(edge) - thousandths(rate),
  }));
  const nearest = gaps.reduce((nearer, candidate) => (candidate.gap < nearer.gap ? candidate : nearer));
  return { state: 'armed', points: Math.max(0, nearest.gap) / 1000, edge: nearest.edge, side: nearest.side };
}
