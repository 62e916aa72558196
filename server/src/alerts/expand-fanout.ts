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
  afterThreshold: string | null;
  afterAlertId: string | null;
}

export interface ExpansionStep {
  observationId: number;
  /** Firing alerts this step walked past. */
  selected: number;
  /** Outbox rows this step wrote (fewer than `selected` only when an interrupted step is redone). */
  enqueued: number;
  finished: boolean;
}

/** Alerts per step: large enough that a million alerts take 200 short transactions, small enough to keep each brief. */
export const DEFAULT_FANOUT_CHUNK = 5_000;

/**
 * The next `limit` firing alerts of a job, in fan-out index order after the job's keyset
 * position, written to the outbox in one statement. The range and cut-off are the evaluation's
 * (see evaluate-observation.ts); the outbox's unique (alert_id, observation_id) key makes a redone
 * step write nothing twice. Exported so a test can check the plan walks `alerts_fanout_idx`.
 */
export function fanOutChunkQuery(job: FanOutJob, limit: number): SQL {
  const range =
    job.direction === 'below'
      ? sql`a.threshold >= ${job.lowest}::numeric AND a.threshold < ${job.highest}::numeric`
      : sql`a.threshold > ${job.lowest}::numeric AND a.threshold <= ${job.highest}::numeric`;
  const after =
    job.afterThreshold === null
      ? sql``
      : sql`AND (a.threshold, a.id) > (${job.afterThreshold}::numeric, ${job.afterAlertId}::uuid)`;
  return sql`WITH batch AS (
      SELECT a.id, a.threshold FROM alerts a
       WHERE a.status = 'active' AND a.rate_type = ${job.rateType} AND a.direction = ${job.direction}
         AND ${range} ${after}
         AND a.confirmed_at <= ${job.alertsConfirmedBy}::timestamptz
       ORDER BY a.threshold, a.id
       LIMIT ${limit}),
    inserted AS (
      INSERT INTO mail_outbox (kind, alert_id, observation_id)
      SELECT 'rate_alert', batch.id, ${job.observationId}::bigint FROM batch
      ON CONFLICT (alert_id, observation_id) DO NOTHING
      RETURNING 1)
    SELECT (SELECT count(*)::int FROM batch) AS selected,
           (SELECT count(*)::int FROM inserted) AS enqueued,
           last.threshold::text AS last_threshold, last.id::text AS last_alert_id
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (SELECT threshold, id FROM batch ORDER BY threshold DESC, id DESC LIMIT 1) AS last ON true`;
}

interface JobRow {
  observation_id: string;
  rate_type: RateType;
  direction: AlertDirection;
  lowest: string;
  highest: string;
  alerts_confirmed_by: string;
  after_threshold: string | null;
  after_alert_id: string | null;
}

/**
 * One expansion step of the oldest unfinished fan-out: claims its job row (`FOR UPDATE SKIP LOCKED`,
 * so workers side by side take different jobs), writes the next chunk of outbox rows and moves the
 * keyset position, all in one transaction: a worker killed mid-step leaves the job as it was.
 * Undefined when no fan-out is waiting (or every waiting one is being expanded by another worker).
 */
export async function expandFanOutStep(
  db: Database,
  options: { chunkSize?: number } = {},
): Promise<ExpansionStep | undefined> {
  const limit = options.chunkSize ?? DEFAULT_FANOUT_CHUNK;
  return db.transaction(async (tx) => {
    const [row] = await queryRows<JobRow>(
      tx,
      sql`SELECT observation_id::text AS observation_id, rate_type, direction, lowest::text AS lowest,
                 highest::text AS highest, alerts_confirmed_by::text AS alerts_confirmed_by,
                 after_threshold::text AS after_threshold, after_alert_id::text AS after_alert_id
            FROM alert_fanouts WHERE finished_at IS NULL
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
      afterThreshold: row.after_threshold,
      afterAlertId: row.after_alert_id,
    };
    const [chunk] = await queryRows<{
      selected: number;
      enqueued: number;
      last_threshold: string | null;
      last_alert_id: string | null;
    }>(tx, fanOutChunkQuery(job, limit));
    const finished = chunk.selected < limit;
    await tx.execute(
      sql`UPDATE alert_fanouts
             SET after_threshold = coalesce(${chunk.last_threshold}::numeric, after_threshold),
                 after_alert_id = coalesce(${chunk.last_alert_id}::uuid, after_alert_id),
                 enqueued = enqueued + ${chunk.enqueued}::int,
                 finished_at = ${finished ? sql`now()` : sql`NULL`}
           WHERE observation_id = ${job.observationId}`,
    );
    return { observationId: job.observationId, selected: chunk.selected, enqueued: chunk.enqueued, finished };
  });
}

/** Expands every waiting fan-out to the end; returns the outbox rows written (CLIs, tests, benchmarks). */
export async function expandAllFanOuts(db: Database, options: { chunkSize?: number } = {}): Promise<number> {
  let enqueued = 0;
  for (;;) {
    const step = await expandFanOutStep(db, options);
    if (!step) return enqueued;
    enqueued += step.enqueued;
  }
}
