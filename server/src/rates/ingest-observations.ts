import type { RateType } from '@mrn/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type EvaluationResult, evaluateObservation } from '../alerts/index.ts';
import { arrayLiteral } from '../db/array-literal.ts';
import { type Database, queryRows } from '../db/client.ts';
import { type Observation, realtimeStartsLiteral } from './observation.ts';
import { applyRevisions, findRevisions } from './observation-revisions.ts';
import { checkPlausibility, checkRevisions, type PlausibilityLimits } from './plausibility.ts';

export interface IngestRequest {
  seriesId: string;
  rateType: RateType;
  /** Where the rows came from: 'fred-json', 'fred-csv' or 'csv-import'. */
  source: string;
  observations: readonly Observation[];
  /** `YYYY-MM-DD`; observations after it are rejected as implausible. */
  today: string;
  limits?: PlausibilityLimits;
}

export type IngestResult =
  | { status: 'rejected'; reason: string }
  | {
      status: 'ok';
      inserted: number;
      /** Stored days whose value FRED corrected: stored as revisions, never evaluated again. */
      revised: number;
      /** The series' newest observation after this ingest; `sample` only while no real data exists. */
      latest?: { id: number; date: string; value: string; sample: boolean };
      /** Present when a new latest observation was evaluated against the alerts. */
      evaluation?: EvaluationResult;
    };

interface LatestRow {
  id: string;
  observed_on: string;
  value: string;
  sample: boolean;
  evaluated_value: string;
}

/** Serialises everything that writes one series' observations, across processes (two workers, a seeder). */
export function seriesLock(seriesId: string): SQL {
  return sql`SELECT pg_advisory_xact_lock(hashtext(${`rates:${seriesId}`}))`;
}

/**
 * The series' newest observation. `evaluatedValue` is the value it was first stored with, which is
 * the one the alerts were evaluated on (a revision is never evaluated).
 */
async function latestObservation(db: Parameters<typeof queryRows>[0], seriesId: string, realOnly = false) {
  const [row] = await queryRows<LatestRow>(
    db,
    sql`SELECT o.id::text AS id, o.observed_on::text AS observed_on, o.value::text AS value, o.sample,
               COALESCE((SELECT r.old_value FROM rate_observation_revisions r
                          WHERE r.observation_id = o.id ORDER BY r.id LIMIT 1), o.value)::text AS evaluated_value
          FROM rate_observations o WHERE o.series_id = ${seriesId} ${realOnly ? sql`AND NOT o.sample` : sql``}
         ORDER BY o.observed_on DESC LIMIT 1`,
  );
  return row
    ? {
        id: Number(row.id),
        date: row.observed_on,
        value: row.value,
        sample: row.sample,
        evaluatedValue: row.evaluated_value,
      }
    : undefined;
}

/**
 * Stores a series answer and evaluates alerts, in one transaction so a crash can never leave a new
 * observation stored but not evaluated. Idempotent: rows already stored (same series, date and
 * value) are skipped, and only an observation that becomes the series' newest triggers an
 * evaluation (a back-filled old day never mails anyone). A whole answer that fails the
 * plausibility check, or that corrects a stored day by an implausible amount, changes nothing.
 *
 * Alerts are evaluated once per date. When FRED corrects a stored day, the row takes the new value
 * in place (same id, so no second fan-out can be queued for it) and the old one is kept as a
 * revision; nothing is evaluated, even when the corrected day is the newest. The next new day is
 * measured from the value the alerts last saw (the newest day's first value), so a correction
 * neither re-fires an alert nor hides a move that has not been mailed yet.
 *
 * Sample rows (seeded on an empty database) give way to real data: a real value on a sample date
 * overwrites it, and once the series has real data its remaining sample rows are deleted, after the
 * evaluation, so a real value that crosses a threshold measured from the last sample value still
 * fires once (that move is what the person saw on the site when they set the alert).
 */
export async function ingestObservations(db: Database, request: IngestRequest): Promise<IngestResult> {
  return db.transaction(async (tx) => {
    await tx.execute(seriesLock(request.seriesId));
    const before = await latestObservation(tx, request.seriesId);
    // Only real data anchors the move check: our made-up year must never block FRED's numbers.
    const previousReal = before?.sample ? await latestObservation(tx, request.seriesId, true) : before;
    const verdict = checkPlausibility(request.observations, {
      today: request.today,
      previous: previousReal && { date: previousReal.date, value: Number(previousReal.value) },
      limits: request.limits,
    });
    if (!verdict.ok) return { status: 'rejected', reason: verdict.reason };
    if (request.observations.length === 0) return { status: 'ok', inserted: 0, revised: 0, latest: before };
    const revisions = await findRevisions(tx, request.seriesId, request.observations);
    const revisionVerdict = checkRevisions(revisions, request.limits);
    if (!revisionVerdict.ok) return { status: 'rejected', reason: revisionVerdict.reason };

    const dates = request.observations.map((observation) => observation.date);
    const values = request.observations.map((observation) => observation.value.toFixed(3));
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO rate_observations (series_id, rate_type, observed_on, value, source, realtime_start)
          SELECT ${request.seriesId}, ${request.rateType}, day, value, ${request.source}, realtime_start
            FROM unnest(${arrayLiteral(dates)}::date[], ${arrayLiteral(values)}::numeric[],
                        ${realtimeStartsLiteral(request.observations)}::date[]) AS t(day, value, realtime_start)
          ON CONFLICT (series_id, observed_on) DO UPDATE
            SET value = EXCLUDED.value, source = EXCLUDED.source, fetched_at = now(), sample = false,
                realtime_start = EXCLUDED.realtime_start, first_seen_at = now()
            WHERE rate_observations.sample
          RETURNING id`,
    );
    await applyRevisions(tx, revisions);
    const after = await latestObservation(tx, request.seriesId);
    const isNewLatest = after !== undefined && before !== undefined && after.date > before.date;
    const evaluation = isNewLatest
      ? await evaluateObservation(tx, after.id, before.evaluatedValue)
      : undefined;
    if (before?.sample) {
      await tx.execute(sql`DELETE FROM rate_observations WHERE series_id = ${request.seriesId} AND sample`);
    }
    const latest = before?.sample ? await latestObservation(tx, request.seriesId) : after;
    return { status: 'ok', inserted: inserted.length, revised: revisions.length, latest, evaluation };
  });
}
