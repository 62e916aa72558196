import type { RateType } from '@mrn/sdk/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type EvaluationResult, evaluateObservation } from '../alerts/evaluate-observation.ts';
import { arrayLiteral } from '../db/array-literal.ts';
import { type Database, queryRows } from '../db/client.ts';
import type { Observation } from './observation.ts';
import { checkPlausibility, type PlausibilityLimits } from './plausibility.ts';

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
}

/** Serialises everything that writes one series' observations, across processes (two workers, a seeder). */
export function seriesLock(seriesId: string): SQL {
  return sql`SELECT pg_advisory_xact_lock(hashtext(${`rates:${seriesId}`}))`;
}

async function latestObservation(db: Parameters<typeof queryRows>[0], seriesId: string, realOnly = false) {
  const [row] = await queryRows<LatestRow>(
    db,
    sql`SELECT id::text AS id, observed_on::text AS observed_on, value::text AS value, sample
          FROM rate_observations WHERE series_id = ${seriesId} ${realOnly ? sql`AND NOT sample` : sql``}
         ORDER BY observed_on DESC LIMIT 1`,
  );
  return row
    ? { id: Number(row.id), date: row.observed_on, value: row.value, sample: row.sample }
    : undefined;
}

/**
 * Stores a series answer and evaluates alerts, in one transaction so a crash can never leave a new
 * observation stored but not evaluated. Idempotent: rows already stored (same series and date) are
 * skipped, and only an observation that becomes the series' newest triggers an evaluation (a
 * back-filled old day never mails anyone). A whole answer that fails the plausibility check changes
 * nothing.
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
    if (request.observations.length === 0) return { status: 'ok', inserted: 0, latest: before };

    const dates = request.observations.map((observation) => observation.date);
    const values = request.observations.map((observation) => observation.value.toFixed(3));
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO rate_observations (series_id, rate_type, observed_on, value, source)
          SELECT ${request.seriesId}, ${request.rateType}, day, value, ${request.source}
            FROM unnest(${arrayLiteral(dates)}::date[], ${arrayLiteral(values)}::numeric[]) AS t(day, value)
          ON CONFLICT (series_id, observed_on) DO UPDATE
            SET value = EXCLUDED.value, source = EXCLUDED.source, fetched_at = now(), sample = false
            WHERE rate_observations.sample
          RETURNING id`,
    );
    const after = await latestObservation(tx, request.seriesId);
    const isNewLatest = after !== undefined && before !== undefined && after.date > before.date;
    const evaluation = isNewLatest ? await evaluateObservation(tx, after.id, before.value) : undefined;
    if (before?.sample) {
      await tx.execute(sql`DELETE FROM rate_observations WHERE series_id = ${request.seriesId} AND sample`);
    }
    const latest = before?.sample ? await latestObservation(tx, request.seriesId) : after;
    return { status: 'ok', inserted: inserted.length, latest, evaluation };
  });
}
