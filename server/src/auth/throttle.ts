import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit against `key` in a fixed window kept in PostgreSQL (so every web node shares it)
 * and says whether it is within the limit. One upsert: two nodes cannot both take the last hit.
 */
export async function takeThrottleHit(
  db: DatabaseExecutor,
  key: string,
  rule: ThrottleRule,
  now: Date,
): Promise<boolean> {
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`INSERT INTO auth_throttles (key, window_started_at, hits) VALUES (${key}, ${now.toISOString()}::timestamptz, 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN auth_throttles.window_started_at <= ${windowStart}::timestamptz THEN 1
                      ELSE auth_throttles.hits + 1 END,
          window_started_at = CASE WHEN auth_throttles.window_started_at <= ${windowStart}::timestamptz
                      THEN EXCLUDED.window_started_at ELSE auth_throttles.window_started_at END
        RETURNING hits`,
  );
  return Number(row.hits) <= rule.limit;
}
