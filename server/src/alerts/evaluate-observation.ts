import type { AlertDirection, RateType } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/**
 * Which alerts a move of the rate fires, and when an alert re-arms.
 *
 * An alert fires on a CROSSING between two consecutive observations of the series it watches:
 * - "below T" fires when the rate moves from above T to at or below T (previous > T >= new);
 * - "above T" fires when the rate moves from below T to at or above T (previous < T <= new).
 * Staying on the far side of T sends nothing more. The alert re-arms by itself when the rate crosses
 * back, so it fires again on each new crossing in its direction (6.6 -> 6.4 fires "below 6.5";
 * 6.4 -> 6.3 does not; 6.3 -> 6.6 re-arms it; 6.6 -> 6.5 fires again). An alert created while the
 * rate already sits past its threshold waits for the first crossing.
 *
 * Hysteresis (issue 14): an alert that fired is disarmed until the rate comes back past its threshold
 * by its re-arm margin (default 0.125 points), so a rate wobbling around the threshold mails once, not
 * on every wobble: "below 6.5" fires on 6.6 -> 6.45, stays quiet on 6.45 -> 6.55 -> 6.48, re-arms at
 * 6.625 or higher and fires again on the next crossing. A rate-move alert never disarms: it fires
 * when the rate leaves the band of +/- its move around its base and takes the new level as its base.
 * The fan-out job applies both when it expands (expand-fanout.ts), so evaluation stays one insert.
 */
export interface Crossing {
  direction: AlertDirection;
  /** Thresholds in [lowest, highest) for "below" moves, (lowest, highest] for "above" moves. */
  lowest: string;
  highest: string;
}

/** Values are numeric(6,3) strings; compared as numbers here, but handed to SQL as exact decimals. */
export function crossingBetween(previous: string, next: string): Crossing | undefined {
  const before = Number(previous);
  const after = Number(next);
  if (after < before) return { direction: 'below', lowest: next, highest: previous };
  if (after > before) return { direction: 'above', lowest: previous, highest: next };
  return undefined;
}

export interface EvaluationResult {
  crossing?: Crossing;
  /** True when this run queued the fan-out; false when there was no crossing or an earlier run queued it. */
  queued: boolean;
}

interface ObservationRow {
  id: string;
  series_id: string;
  rate_type: RateType;
  value: string;
  previous_value: string | null;
}

/**
 * Queues the fan-out of one observation: a single `alert_fanouts` row recording the crossing, which
 * the worker expands into one `rate_alert` outbox row per firing alert (src/alerts/expand-fanout.ts).
 * The row is written in the caller's transaction, so a stored observation always has its fan-out;
 * its primary key makes a second run a no-op. Alerts count when they were confirmed by the time of
 * this transaction.
 *
 * `baselineValue` is the value to measure the move from; by default the series' observation just
 * before this one. Ingest passes the latest value known before the new rows arrived, so that after
 * a gap only the net move since the last evaluated day counts (no mail about a stale day).
 */
export async function evaluateObservation(
  db: DatabaseExecutor,
  observationId: number,
  baselineValue?: string,
): Promise<EvaluationResult> {
  const [observation] = await queryRows<ObservationRow>(
    db,
    sql`SELECT o.id::text AS id, o.series_id, o.rate_type, o.value::text AS value,
               (SELECT p.value::text FROM rate_observations p
                 WHERE p.series_id = o.series_id AND p.observed_on < o.observed_on
                 ORDER BY p.observed_on DESC LIMIT 1) AS previous_value
          FROM rate_observations o WHERE o.id = ${observationId}`,
  );
  if (!observation) return { queued: false };
  const previous = baselineValue ?? observation.previous_value;
  if (previous === null) return { queued: false };
  const crossing = crossingBetween(previous, observation.value);
  if (!crossing) return { queued: false };

  const queued = await queryRows<{ observation_id: string }>(
    db,
    sql`INSERT INTO alert_fanouts (observation_id, series_id, rate_type, direction, lowest, highest,
                                   alerts_confirmed_by, observed_value)
        VALUES (${observationId}, ${observation.series_id}, ${observation.rate_type}, ${crossing.direction},
                ${crossing.lowest}::numeric, ${crossing.highest}::numeric, now(), ${observation.value}::numeric)
        ON CONFLICT (observation_id) DO NOTHING
        RETURNING observation_id`,
  );
  return { crossing, queued: queued.length === 1 };
}
