import type { RateType } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
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
      latest?: { id: number; date: string; value: string };
      /** Present when a new latest observation was evaluated against the alerts. */
      evaluation?: EvaluationResult;
    };

interface LatestRow {
  id: string;
  observed_on: string;
  value: string;
}

async function latestObservation(db: Parameters<typeof queryRows>[0], seriesId: string) {
  const [row] = await queryRows<LatestRow>(
    db,
    sql`SELECT id::text AS id, observed_on::text AS observed_on, value::text AS value
          FROM rate_observations WHERE series_id = ${seriesId}
         ORDER BY observed_on DESC LIMIT 1`,
  );
  return row ? { id: Number(row.id), date: row.observed_on, value: row.value } : undefined;
}

/**
 * Stores a series answer and evaluates alerts, in one transaction so a crash can never leave a new
 * observation stored but not evaluated. Idempotent: rows already stored (same series and date) are
 * skipped, and only an observation that becomes the series' newest triggers an evaluation (a
 * back-filled old day never mails anyone). A whole answer that fails the plausibility check changes
 * nothing.
 */
export async function ingestObservations(db: Database, request: IngestRequest): Promise<IngestResult> {
  return db.transaction(async (tx) => {
    // Serialise ingests of one series across processes (two workers checking at the same moment).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`rates:${request.seriesId}`}))`);
    const before = await latestObservation(tx, request.seriesId);
    const verdict = checkPlausibility(request.observations, {
      today: request.today,
      previous: before && { date: before.date, value: Number(before.value) },
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
          ON CONFLICT (series_id, observed_on) DO NOTHING
          RETURNING id`,
    );
    const after = await latestObservation(tx, request.seriesId);
    const isNewLatest = after !== undefined && before !== undefined && after.date > before.date;
    const evaluation = isNewLatest ? await evaluateObservation(tx, after.id, before.value) : undefined;
    return { status: 'ok', inserted: inserted.length, latest: after, evaluation };
  });
}
