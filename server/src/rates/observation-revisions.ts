import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { type Observation, realtimeStartsLiteral } from './observation.ts';
import type { ValueChange } from './plausibility.ts';

/** A stored real observation whose value FRED now reports differently. */
export interface Revision extends ValueChange {
  observationId: number;
  /** FRED's `realtime_start` for the new value, when the source reports one. */
  realtimeStart?: string;
}

interface StoredRow {
  id: string;
  observed_on: string;
  value: string;
}

/**
 * The stored days of an answer whose value changed. Sample rows are not revised (real data simply
 * replaces them), and values are compared in thousandths, as stored.
 */
export async function findRevisions(
  db: DatabaseExecutor,
  seriesId: string,
  observations: readonly Observation[],
): Promise<Revision[]> {
  if (observations.length === 0) return [];
  const stored = await queryRows<StoredRow>(
    db,
    sql`SELECT id::text AS id, observed_on::text AS observed_on, value::text AS value FROM rate_observations
         WHERE series_id = ${seriesId} AND NOT sample
           AND observed_on = ANY(${arrayLiteral(observations.map((observation) => observation.date))}::date[])`,
  );
  const byDate = new Map(stored.map((row) => [row.observed_on, row]));
  const revisions: Revision[] = [];
  for (const observation of observations) {
    const row = byDate.get(observation.date);
    if (!row || Number(row.value).toFixed(3) === observation.value.toFixed(3)) continue;
    revisions.push({
      observationId: Number(row.id),
      date: observation.date,
      from: Number(row.value),
      to: Number(observation.value.toFixed(3)),
      realtimeStart: observation.realtimeStart,
    });
  }
  return revisions;
}

/**
 * Records each revision and gives the observation its new value in place: the row keeps its id, so
 * the fan-out already keyed by it (alert_fanouts' primary key) can never be queued a second time.
 * `first_seen_at` stays: it is when the date first arrived, which the alerts were evaluated on.
 */
export async function applyRevisions(db: DatabaseExecutor, revisions: readonly Revision[]): Promise<void> {
  if (revisions.length === 0) return;
  const ids = arrayLiteral(revisions.map((revision) => revision.observationId));
  const dates = arrayLiteral(revisions.map((revision) => revision.date));
  const oldValues = arrayLiteral(revisions.map((revision) => revision.from.toFixed(3)));
  const newValues = arrayLiteral(revisions.map((revision) => revision.to.toFixed(3)));
  const realtimeStarts = realtimeStartsLiteral(revisions);
  await db.execute(
    sql`INSERT INTO rate_observation_revisions (observation_id, observed_on, old_value, new_value, realtime_start)
        SELECT id, day, old_value, new_value, realtime_start
          FROM unnest(${ids}::bigint[], ${dates}::date[], ${oldValues}::numeric[], ${newValues}::numeric[],
                      ${realtimeStarts}::date[]) AS t(id, day, old_value, new_value, realtime_start)`,
  );
  await db.execute(
    sql`UPDATE rate_observations o
           SET value = t.new_value, realtime_start = t.realtime_start, revised = true, fetched_at = now()
          FROM unnest(${ids}::bigint[], ${newValues}::numeric[], ${realtimeStarts}::date[])
               AS t(id, new_value, realtime_start)
         WHERE o.id = t.id`,
  );
}
