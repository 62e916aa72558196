import { type SQL, sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/**
 * Which alerts a move of the rate fires, and when an alert re-arms.
 *
 * An alert fires on a CROSSING between two consecutive observations of its rate type:
 * - "below T" fires when the rate moves from above T to at or below T (previous > T >= new);
 * - "above T" fires when the rate moves from below T to at or above T (previous < T <= new).
 * Staying on the far side of T sends nothing more. The alert re-arms by itself when the rate crosses
 * back, so it fires again on each new crossing in its direction (6.6 -> 6.4 fires "below 6.5";
 * 6.4 -> 6.3 does not; 6.3 -> 6.6 re-arms it; 6.6 -> 6.5 fires again). An alert created while the
 * rate already sits past its threshold waits for the first crossing. Because the rule only looks at
 * two stored observations, no "armed" flag is stored and re-running the evaluation gives the same
 * answer.
 */
export interface Crossing {
  direction: 'below' | 'above';
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
  /** Outbox rows written by this run; 0 when a previous run already enqueued them. */
  enqueued: number;
}

/**
 * The fan-out as one statement: a range scan of `alerts_fanout_idx` (rate type, direction,
 * threshold; active alerts only) feeding INSERT ... SELECT into the outbox, answering how many
 * rows were new. Exported so a test can check the plan uses the index.
 */
export function fanOutQuery(observationId: number, rateType: '30y' | '15y', crossing: Crossing): SQL {
  const range =
    crossing.direction === 'below'
      ? sql`a.threshold >= ${crossing.lowest}::numeric AND a.threshold < ${crossing.highest}::numeric`
      : sql`a.threshold > ${crossing.lowest}::numeric AND a.threshold <= ${crossing.highest}::numeric`;
  return sql`WITH inserted AS (
      INSERT INTO mail_outbox (kind, alert_id, observation_id)
      SELECT 'rate_alert', a.id, ${observationId}::bigint
        FROM alerts a
       WHERE a.status = 'active' AND a.rate_type = ${rateType}
         AND a.direction = ${crossing.direction} AND ${range}
      ON CONFLICT (alert_id, observation_id) DO NOTHING
      RETURNING 1)
    SELECT count(*)::int AS enqueued FROM inserted`;
}

interface ObservationRow {
  id: string;
  rate_type: '30y' | '15y';
  value: string;
  previous_value: string | null;
}

/**
 * Enqueues one `rate_alert` mail per active alert that the observation fires (see fanOutQuery);
 * the outbox's unique (alert_id, observation_id) key makes a second run a no-op.
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
    sql`SELECT o.id::text AS id, o.rate_type, o.value::text AS value,
               (SELECT p.value::text FROM rate_observations p
                 WHERE p.series_id = o.series_id AND p.observed_on < o.observed_on
                 ORDER BY p.observed_on DESC LIMIT 1) AS previous_value
          FROM rate_observations o WHERE o.id = ${observationId}`,
  );
  if (!observation) return { enqueued: 0 };
  const previous = baselineValue ?? observation.previous_value;
  if (previous === null) return { enqueued: 0 };
  const crossing = crossingBetween(previous, observation.value);
  if (!crossing) return { enqueued: 0 };

  const [{ enqueued }] = await queryRows<{ enqueued: number }>(
    db,
    fanOutQuery(observationId, observation.rate_type, crossing),
  );
  return { crossing, enqueued };
}
