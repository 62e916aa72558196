import type { AlertDirection, RateType } from '@mrn/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';

/** A queued fan-out (one row of alert_fanouts): which alerts an observation fires, and how far expansion got. */
export interface FanOutJob {
  observationId: number;
  rateType: RateType;
  direction: AlertDirection;
  lowest: string;
  highest: string;
  alertsConfirmedBy: string;
  /** The observation's value: where fired rate-move alerts re-base. */
  observedValue: string;
  afterThreshold: string | null;
  afterAlertId: string | null;
}

export interface ExpansionStep {
  observationId: number;
  /** Disarmed alerts this step re-armed (a job's first steps, before it fires anything). */
  rearmed: number;
  /** Firing alerts this step walked past. */
  selected: number;
  /** Outbox rows this step wrote (fewer than `selected` only when an interrupted step is redone). */
  enqueued: number;
  finished: boolean;
}

/** Alerts per step: large enough that a million alerts take 200 short transactions, small enough to keep each brief. */
export const DEFAULT_FANOUT_CHUNK = 5_000;

/**
 * The alerts a job fires, in (fire_at, id) order after its keyset position, with their re-arm margin
 * (null for rate-move alerts). Falling rates fire armed 'below' alerts (every kind but one stores its
 * threshold there, rate-move alerts their lower edge); rising rates fire armed 'above' alerts and the
 * upper edge of rate-move alerts, each walked on its own index and merged. Armed means no
 * alert_disarms row (rate-move alerts never have one).
 */
function firingAlerts(job: FanOutJob, limit: number): SQL {
  const common = sql`a.status = 'active' AND a.rate_type = ${job.rateType}
                     AND a.confirmed_at <= ${job.alertsConfirmedBy}::timestamptz`;
  const armed = sql`NOT EXISTS (SELECT 1 FROM alert_disarms d WHERE d.alert_id = a.id)`;
  const after = (column: SQL) =>
    job.afterThreshold === null
      ? sql``
      : sql`AND (${column}, a.id) > (${job.afterThreshold}::numeric, ${job.afterAlertId}::uuid)`;
  if (job.direction === 'below') {
    return sql`SELECT a.id, a.threshold AS fire_at, a.rearm_margin FROM alerts a
                WHERE ${common} AND a.direction = 'below' AND ${armed}
                  AND a.threshold >= ${job.lowest}::numeric AND a.threshold < ${job.highest}::numeric
                  ${after(sql`a.threshold`)}
                ORDER BY a.threshold, a.id LIMIT ${limit}`;
  }
  return sql`SELECT id, fire_at, rearm_margin FROM (
      (SELECT a.id, a.threshold AS fire_at, a.rearm_margin FROM alerts a
        WHERE ${common} AND a.direction = 'above' AND ${armed}
          AND a.threshold > ${job.lowest}::numeric AND a.threshold <= ${job.highest}::numeric
          ${after(sql`a.threshold`)}
        ORDER BY a.threshold, a.id LIMIT ${limit})
      UNION ALL
      (SELECT a.id, a.upper_threshold AS fire_at, NULL::numeric AS rearm_margin FROM alerts a
        WHERE ${common} AND a.kind = 'rate_move'
          AND a.upper_threshold > ${job.lowest}::numeric AND a.upper_threshold <= ${job.highest}::numeric
          ${after(sql`a.upper_threshold`)}
        ORDER BY a.upper_threshold, a.id LIMIT ${limit})) AS firing
    ORDER BY fire_at, id LIMIT ${limit}`;
}

/**
 * The next `limit` firing alerts of a job, written to the outbox and marked fired in one statement:
 * a fired alert is disarmed (an alert_disarms row) until the rate comes back by its re-arm margin,
 * and a fired rate-move alert re-bases on the observed value instead. The range and cut-off are the evaluation's
 * (see evaluate-observation.ts); the outbox's unique (alert_id, observation_id) key makes a redone
 * step write nothing twice. Exported so a test can check the plan walks the fan-out indexes.
 */
export function fanOutChunkQuery(job: FanOutJob, limit: number, combineWindowMs = 0): SQL {
  const value = sql`${job.observedValue}::numeric`;
  return sql`WITH batch AS (${firingAlerts(job, limit)}),
    inserted AS (
      INSERT INTO mail_outbox (kind, alert_id, observation_id, next_attempt_at)
      SELECT 'rate_alert', batch.id, ${job.observationId}::bigint,
             now() + ${combineWindowMs}::int * interval '1 millisecond'
        FROM batch
      ON CONFLICT (alert_id, observation_id) DO NOTHING
      RETURNING 1),
    -- Disarmed until the rate comes back past the threshold by the margin: one narrow row per alert.
    disarmed AS (
      INSERT INTO alert_disarms (alert_id, rate_type, direction, rearm_at)
      SELECT batch.id, ${job.rateType}, ${job.direction},
             batch.fire_at ${job.direction === 'below' ? sql`+` : sql`-`} batch.rearm_margin
        FROM batch WHERE batch.rearm_margin IS NOT NULL
      RETURNING 1),
    rebased AS (
      UPDATE alerts a
         SET threshold = ${value} - (a.inputs->>'move')::numeric,
             upper_threshold = ${value} + (a.inputs->>'move')::numeric,
             inputs = a.inputs || jsonb_build_object('baseRate', ${value}, 'previousBaseRate', a.inputs->'baseRate')
       -- Rate-move alerts are the ones without a re-arm margin (alerts_rearm_margin_check). By primary
       -- key, whatever the batch size: a hash join would read the whole table.
       WHERE a.id = ANY (ARRAY(SELECT id FROM batch WHERE batch.rearm_margin IS NULL))
      RETURNING 1)
    SELECT (SELECT count(*)::int FROM batch) AS selected,
           (SELECT count(*)::int FROM inserted) AS enqueued,
           (SELECT count(*)::int FROM disarmed) + (SELECT count(*)::int FROM rebased) AS fired,
           last.fire_at::text AS last_threshold, last.id::text AS last_alert_id
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (SELECT fire_at, id FROM batch ORDER BY fire_at DESC, id DESC LIMIT 1) AS last ON true`;
}

/**
 * Re-arms up to `limit` disarmed alerts this move brings back: a rising rate re-arms 'below' alerts
 * whose re-arm level it reached, a falling rate 'above' ones. Returns how many it re-armed.
 */
export function rearmChunkQuery(job: FanOutJob, limit: number): SQL {
  const value = sql`${job.observedValue}::numeric`;
  const reached =
    job.direction === 'above'
      ? sql`d.direction = 'below' AND d.rearm_at <= ${value}`
      : sql`d.direction = 'above' AND d.rearm_at >= ${value}`;
  return sql`WITH rearmed AS (
      DELETE FROM alert_disarms WHERE alert_id IN (
        SELECT d.alert_id FROM alert_disarms d WHERE d.rate_type = ${job.rateType} AND ${reached} LIMIT ${limit})
      RETURNING 1)
    SELECT count(*)::int AS rearmed FROM rearmed`;
}

interface JobRow {
  observation_id: string;
  rate_type: RateType;
  direction: AlertDirection;
  lowest: string;
  highest: string;
  alerts_confirmed_by: string;
  observed_value: string;
  rearmed: boolean;
  after_threshold: string | null;
  after_alert_id: string | null;
}

/**
 * One expansion step of the oldest unfinished fan-out: claims its job row (`FOR UPDATE SKIP LOCKED`,
 * so workers side by side take different jobs) and, in one transaction, either re-arms the next chunk
 * of alerts the move brings back (a job's first steps) or writes the next chunk of outbox rows and
 * moves the keyset position: a worker killed mid-step leaves the job as it was.
 * Undefined when no fan-out is waiting (or every waiting one is being expanded by another worker).
 */
export interface ExpansionOptions {
  chunkSize?: number;
  /**
   * How long a fired alert's mail waits before it is due, so the alerts one rate check fires for a
   * person (both series are usually published together) go out as one mail. 0 in tests and CLIs.
   */
  combineWindowMs?: number;
}

export async function expandFanOutStep(
  db: Database,
  options: ExpansionOptions = {},
): Promise<ExpansionStep | undefined> {
  const limit = options.chunkSize ?? DEFAULT_FANOUT_CHUNK;
  return db.transaction(async (tx) => {
    const [row] = await queryRows<JobRow>(
      tx,
      sql`SELECT observation_id::text AS observation_id, rate_type, direction, lowest::text AS lowest,
                 highest::text AS highest, alerts_confirmed_by::text AS alerts_confirmed_by,
                 observed_value::text AS observed_value, rearmed,
                 after_threshold::text AS after_threshold, after_alert_id::text AS after_alert_id
            FROM alert_fanouts f
           WHERE finished_at IS NULL
             -- A series' moves apply in order (one disarms what the next re-arms): never overtake an
             -- earlier unfinished job of the same rate type, even one another worker holds.
             AND NOT EXISTS (SELECT 1 FROM alert_fanouts e
                              WHERE e.rate_type = f.rate_type AND e.finished_at IS NULL
                                AND e.observation_id < f.observation_id)
           ORDER BY observation_id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!row) return undefined;
    const job: FanOutJob = {
      observationId: Number(row.observation_id),
      rateType: row.rate_type,
      direction: row.direction,
      lowest: row.lowest,
      highest: row.highest,
      alertsConfirmedBy: row.alerts_confirmed_by,
      observedValue: row.observed_value,
      afterThreshold: row.after_threshold,
      afterAlertId: row.after_alert_id,
    };
    let rearmed = 0;
    if (!row.rearmed) {
      [{ rearmed }] = await queryRows<{ rearmed: number }>(tx, rearmChunkQuery(job, limit));
      if (rearmed === limit) {
        return { observationId: job.observationId, rearmed, selected: 0, enqueued: 0, finished: false };
      }
      // The last re-arm chunk: firing starts in this same step.
      await tx.execute(
        sql`UPDATE alert_fanouts SET rearmed = true WHERE observation_id = ${job.observationId}`,
      );
    }
    const [chunk] = await queryRows<{
      selected: number;
      enqueued: number;
      last_threshold: string | null;
      last_alert_id: string | null;
    }>(tx, fanOutChunkQuery(job, limit, options.combineWindowMs));
    const finished = chunk.selected < limit;
    await tx.execute(
      sql`UPDATE alert_fanouts
             SET after_threshold = coalesce(${chunk.last_threshold}::numeric, after_threshold),
                 after_alert_id = coalesce(${chunk.last_alert_id}::uuid, after_alert_id),
                 enqueued = enqueued + ${chunk.enqueued}::int,
                 finished_at = ${finished ? sql`now()` : sql`NULL`}
           WHERE observation_id = ${job.observationId}`,
    );
    return {
      observationId: job.observationId,
      rearmed,
      selected: chunk.selected,
      enqueued: chunk.enqueued,
      finished,
    };
  });
}

/** Expands every waiting fan-out to the end; returns the outbox rows written (CLIs, tests, benchmarks). */
export async function expandAllFanOuts(db: Database, options: ExpansionOptions = {}): Promise<number> {
  let enqueued = 0;
  for (;;) {
    const step = await expandFanOutStep(db, options);
    if (!step) return enqueued;
    enqueued += step.enqueued;
  }
}
