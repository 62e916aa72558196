import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { RateSeries } from '../rates/index.ts';
import { type DueDigest, dueDigest, type SeriesDates } from './digest-week.ts';

/** The newest two real readings' dates of each tracked series that has any, in the given order. */
async function trackedSeriesDates(
  db: DatabaseExecutor,
  series: readonly RateSeries[],
): Promise<SeriesDates[]> {
  const found: SeriesDates[] = [];
  for (const { seriesId } of series) {
    const rows = await queryRows<{ observed_on: string }>(
      db,
      sql`SELECT observed_on::text AS observed_on FROM rate_observations
           WHERE series_id = ${seriesId} AND NOT sample ORDER BY observed_on DESC LIMIT 2`,
    );
    if (rows.length > 0) found.push({ latest: rows[0].observed_on, previous: rows[1]?.observed_on ?? null });
  }
  return found;
}

/**
 * Queues this week's digest for every opted-in account that does not have it yet, if it is due.
 * One statement: each weekly_digests row takes its outbox id from the outbox's own sequence and
 * the outbox row is inserted only for the digest rows that went in. The unique (user, week) key
 * makes a second run, a restart or a second worker racing this one insert nothing: the racer
 * waits on the key and then skips it, so nobody is ever queued twice.
 */
export async function queueWeeklyDigests(
  db: DatabaseExecutor,
  series: readonly RateSeries[],
  now: Date,
): Promise<{ due: DueDigest | null; queued: number }> {
  const due = dueDigest(now, await trackedSeriesDates(db, series));
  if (!due) return { due, queued: 0 };
  const at = now.toISOString();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`WITH wanted AS (
          SELECT s.user_id, nextval(pg_get_serial_sequence('mail_outbox', 'id')) AS outbox_id
            FROM weekly_digest_subscribers s
           WHERE NOT EXISTS (SELECT FROM weekly_digests d
                              WHERE d.user_id = s.user_id AND d.week_of = ${due.weekOf}::date)
        ), queued AS (
          INSERT INTO weekly_digests (user_id, week_of, as_of, outbox_id, created_at)
          SELECT user_id, ${due.weekOf}::date, ${due.asOf}::date, outbox_id, ${at}::timestamptz FROM wanted
          ON CONFLICT (user_id, week_of) DO NOTHING
          RETURNING outbox_id
        )
        INSERT INTO mail_outbox (id, kind, next_attempt_at, created_at)
        SELECT outbox_id, 'weekly_digest', ${at}::timestamptz, ${at}::timestamptz FROM queued
        RETURNING id::text AS id`,
  );
  return { due, queued: rows.length };
}
