import type { AlertDirection, RateType } from '@mrn/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';

/** A queued fan-out (one row of alert_fanouts): which alerts an observation fires, and how far expansion got. */
export interface FanOutJob {
  observationId: number;
  /** The series whose observation this is: only its alerts fire. */
  seriesId: string;
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
  /** True once every firing alert's mail is in the outbox: the job then marks the alerts fired. */
  mailsQueued: boolean;
  /** Fired alerts this step disarmed or re-based (the job's second walk). */
  settled: number;
  finished: boolean;
}

/** Alerts per step: large enough that a million alerts take 200 short transactions, small enough to keep each brief. */
export const DEFAULT_FANOUT_CHUNK = 5_000;

/**
 * The alerts a job fires, in (fire_at, id) order after its keyset position, with their re-arm margin
 * (null for rate-move alerts). Falling rates fire armed 'below' alerts (every kind but one stores its
 * threshold there, rate-move alerts their lower edge); rising rates fire armed 'above' alerts and the
 * upper edge of rate-move alerts, each walked on its own index and merged. Armed means no
 * alert_disarms row (rate-move alerts never have one); `walk = 'all'` takes disarmed ones too.
 */
function firingAlerts(job: FanOutJob, limit: number, walk: 'armed' | 'all' = 'armed'): SQL {
  const common = sql`a.status = 'active' AND a.series_id = ${job.seriesId}
                     AND a.confirmed_at <= ${job.alertsConfirmedBy}::timestamptz`;
  const armed =
    walk === 'armed' ? sql`NOT EXISTS (SELECT 1 FROM alert_disarms d WHERE d.alert_id = a.id)` : sql`true`;
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

/** The keyset position after a chunk: the last alert it walked, in (fire_at, id) order. */
const LAST_IN_BATCH = sql`last.fire_at::text AS last_threshold, last.id::text AS last_alert_id
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (SELECT fire_at, id FROM batch ORDER BY fire_at DESC, id DESC LIMIT 1) AS last ON true`;

/**
 * The first walk of a job: the next `limit` firing alerts, written to the outbox in one statement.
 * The range and cut-off are the evaluation's (see evaluate-observation.ts); the outbox's unique
 * (alert_id, observation_id) key makes a redone step write nothing twice. Nothing else is written
 * per alert here, so mails reach the outbox as fast as one insert allows; what firing does to the
 * alerts follows in the second walk (settleChunkQuery). Exported so a test can check the plan walks
 * the fan-out indexes.
 */
export function fanOutChunkQuery(job: FanOutJob, limit: number, combineWindowMs = 0): SQL {
  return sql`WITH batch AS (${firingAlerts(job, limit)}),
    inserted AS (
      INSERT INTO mail_outbox (kind, alert_id, observation_id, next_attempt_at)
      SELECT 'rate_alert', batch.id, ${job.observationId}::bigint,
             -- One value for the whole chunk (worked out once, not per row).
             (SELECT now() + ${combineWindowMs}::int * interval '1 millisecond')
        FROM batch
      ON CONFLICT (alert_id, observation_id) DO NOTHING
      RETURNING 1)
    SELECT (SELECT count(*)::int FROM batch) AS selected,
           (SELECT count(*)::int FROM inserted) AS enqueued,
           ${LAST_IN_BATCH}`;
}

/**
 * The second walk of a job, over the same range in the same order: each alert the first walk queued a
 * mail for is marked fired. An alert with a re-arm margin is disarmed (an alert_disarms row) until
 * the rate comes back past its threshold by that margin; a rate-move alert re-bases on the observed
 * value instead. Nothing here changes which alerts the walk selects: a disarm row is only read by
 * later jobs, and a re-based edge leaves the job's range.
 */
export function settleChunkQuery(job: FanOutJob, limit: number): SQL {
  const value = sql`${job.observedValue}::numeric`;
  // Every alert in range, disarmed ones too: an alert disarmed before this job got no mail from it
  // (the first walk skipped it), so the mail check below passes it by without a probe of alert_disarms.
  return sql`WITH batch AS (${firingAlerts(job, limit, 'all')}),
    -- An alert made active (or edited into the range) between the walks got no mail: it stays as it is.
    fired AS (
      SELECT batch.* FROM batch
       WHERE EXISTS (SELECT 1 FROM mail_outbox m
                      WHERE m.alert_id = batch.id AND m.observation_id = ${job.observationId}::bigint)),
    -- Disarmed until the rate comes back past the threshold by the margin: one narrow row per alert.
    -- A job already in flight when migration 0024 ran disarmed as it went: those rows stay.
    disarmed AS (
      INSERT INTO alert_disarms (alert_id, series_id, rate_type, direction, rearm_at)
      SELECT fired.id, ${job.seriesId}, ${job.rateType}, ${job.direction},
             fired.fire_at ${job.direction === 'below' ? sql`+` : sql`-`} fired.rearm_margin
        FROM fired WHERE fired.rearm_margin IS NOT NULL
      ON CONFLICT (alert_id) DO NOTHING
      RETURNING 1),
    rebased AS (
      UPDATE alerts a
         SET threshold = ${value} - (a.inputs->>'move')::numeric,
             upper_threshold = ${value} + (a.inputs->>'move')::numeric,
             inputs = a.inputs || jsonb_build_object('baseRate', ${value}, 'previousBaseRate', a.inputs->'baseRate')
       -- Rate-move alerts are the ones without a re-arm margin (alerts_rearm_margin_check). By primary
       -- key, whatever the batch size: a hash join would read the whole table.
       WHERE a.id = ANY (ARRAY(SELECT id FROM fired WHERE fired.rearm_margin IS NULL))
      RETURNING 1)
    SELECT (SELECT count(*)::int FROM batch) AS selected,
           (SELECT count(*)::int FROM disarmed) + (SELECT count(*)::int FROM rebased) AS settled,
           ${LAST_IN_BATCH}`;
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
        SELECT d.alert_id FROM alert_disarms d WHERE d.series_id = ${job.seriesId} AND ${reached} LIMIT ${limit})
      RETURNING 1)
    SELECT count(*)::int AS rearmed FROM rearmed`;
}

interface JobRow {
  observation_id: string;
  series_id: string;
  rate_type: RateType;
  direction: AlertDirection;
  lowest: string;
  highest: string;
  alerts_confirmed_by: string;
  observed_value: string;
  rearmed: boolean;
  mails_queued: boolean;
  after_threshold: string | null;
  after_alert_id: string | null;
}

interface ChunkRow {
  selected: number;
  last_threshold: string | null;
  last_alert_id: string | null;
}

/** Where a walk goes on from after a chunk: its last alert, or where it was when the chunk was empty. */
function positionAfter(job: FanOutJob, chunk: ChunkRow): Pick<FanOutJob, 'afterThreshold' | 'afterAlertId'> {
  return chunk.last_threshold === null
    ? { afterThreshold: job.afterThreshold, afterAlertId: job.afterAlertId }
    : { afterThreshold: chunk.last_threshold, afterAlertId: chunk.last_alert_id };
}

export interface ExpansionOptions {
  chunkSize?: number;
  /**
   * How long a fired alert's mail waits before it is due, so the alerts one rate check fires for a
   * person (both series are usually published together) go out as one mail. 0 in tests and CLIs.
   */
  combineWindowMs?: number;
}

/**
 * One expansion step of the oldest unfinished fan-out: claims its job row (`FOR UPDATE SKIP LOCKED`,
 * so workers side by side take different jobs) and, in one transaction, does the next chunk of the
 * job's work, in this order: re-arm the disarmed alerts the move brings back; write the firing
 * alerts' outbox rows; walk them again to disarm or re-base them (the step that queues the last
 * mails starts this walk with what is left of its `limit`, so a small job is one step). The keyset position moves with each
 * chunk: a worker killed mid-step leaves the job as it was.
 * Undefined when no fan-out is waiting (or every waiting one is being expanded by another worker).
 */
export async function expandFanOutStep(
  db: Database,
  options: ExpansionOptions = {},
): Promise<ExpansionStep | undefined> {
  const limit = options.chunkSize ?? DEFAULT_FANOUT_CHUNK;
  return db.transaction(async (tx) => {
    const [row] = await queryRows<JobRow>(
      tx,
      sql`SELECT observation_id::text AS observation_id, series_id, rate_type, direction, lowest::text AS lowest,
                 highest::text AS highest, alerts_confirmed_by::text AS alerts_confirmed_by,
                 observed_value::text AS observed_value, rearmed, mails_queued_at IS NOT NULL AS mails_queued,
                 after_threshold::text AS after_threshold, after_alert_id::text AS after_alert_id
            FROM alert_fanouts f
           WHERE finished_at IS NULL
             -- A series' moves apply in order (one disarms what the next re-arms): never overtake an
             -- earlier unfinished job of the same series, even one another worker holds.
             AND NOT EXISTS (SELECT 1 FROM alert_fanouts e
                              WHERE e.series_id = f.series_id AND e.finished_at IS NULL
                                AND e.observation_id < f.observation_id)
           ORDER BY observation_id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    if (!row) return undefined;
    // No wait for the commit's WAL flush: a step lost in a database crash takes its outbox rows and its
    // job position with it, and is simply done again. Nothing can send its mails first: claiming them
    // commits synchronously, which flushes this step's WAL before it.
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    let job: FanOutJob = {
      observationId: Number(row.observation_id),
      seriesId: row.series_id,
      rateType: row.rate_type,
      direction: row.direction,
      lowest: row.lowest,
      highest: row.highest,
      alertsConfirmedBy: row.alerts_confirmed_by,
      observedValue: row.observed_value,
      afterThreshold: row.after_threshold,
      afterAlertId: row.after_alert_id,
    };
    const step: ExpansionStep = {
      observationId: job.observationId,
      rearmed: 0,
      selected: 0,
      enqueued: 0,
      mailsQueued: row.mails_queued,
      settled: 0,
      finished: false,
    };
    if (!row.rearmed) {
      [{ rearmed: step.rearmed }] = await queryRows<{ rearmed: number }>(tx, rearmChunkQuery(job, limit));
      if (step.rearmed === limit) return step;
      // The last re-arm chunk: firing starts in this same step.
      await tx.execute(
        sql`UPDATE alert_fanouts SET rearmed = true WHERE observation_id = ${job.observationId}`,
      );
    }
    if (!step.mailsQueued) {
      const [chunk] = await queryRows<ChunkRow & { enqueued: number }>(
        tx,
        fanOutChunkQuery(job, limit, options.combineWindowMs),
      );
      step.selected = chunk.selected;
      step.enqueued = chunk.enqueued;
      step.mailsQueued = chunk.selected < limit;
      // The second walk starts from the beginning of the range.
      job = step.mailsQueued
        ? { ...job, afterThreshold: null, afterAlertId: null }
        : { ...job, ...positionAfter(job, chunk) };
    }
    if (step.mailsQueued) {
      // A step walks at most `limit` alerts in all, so the one that queues the last mails commits them
      // as soon as a full step would have.
      const settleLimit = limit - step.selected;
      const [chunk] = await queryRows<ChunkRow & { settled: number }>(tx, settleChunkQuery(job, settleLimit));
      step.settled = chunk.settled;
      step.finished = chunk.selected < settleLimit;
      job = { ...job, ...positionAfter(job, chunk) };
    }
    await tx.execute(
      sql`UPDATE alert_fanouts
             SET after_threshold = ${job.afterThreshold}::numeric,
                 after_alert_id = ${job.afterAlertId}::uuid,
                 enqueued = enqueued + ${step.enqueued}::int,
                 mails_queued_at = coalesce(mails_queued_at, ${step.mailsQueued ? sql`now()` : sql`NULL`}),
                 finished_at = ${step.finished ? sql`now()` : sql`NULL`}
           WHERE observation_id = ${job.observationId}`,
    );
    return step;
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
