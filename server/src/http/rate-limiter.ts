import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { Clock, RateLimitSettings } from './app-deps.ts';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counter per key, kept in PostgreSQL so N web nodes share one budget (in process
 * memory each node would grant the full limit). One upsert per decision: two nodes cannot both
 * take the last hit. `scope` keeps the per-IP and per-form counters apart in one table.
 */
export class FixedWindowRateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: DatabaseExecutor,
    private readonly scope: string,
    private readonly settings: RateLimitSettings,
    private readonly clock: Clock,
  ) {}

  async consume(key: string): Promise<RateLimitDecision> {
    const now = this.clock();
    this.sweep(now);
    const windowMs = this.settings.windowMs;
    const endedBefore = new Date(now.getTime() - windowMs).toISOString();
    const [row] = await queryRows<{ hits: number; window_started_at: string | Date }>(
      this.db,
      sql`INSERT INTO rate_limit_windows AS w (key, window_started_at, hits)
          VALUES (${`${this.scope}:${key}`}, ${now.toISOString()}::timestamptz, 1)
          ON CONFLICT (key) DO UPDATE SET
            hits = CASE WHEN w.window_started_at <= ${endedBefore}::timestamptz THEN 1 ELSE w.hits + 1 END,
            window_started_at = CASE WHEN w.window_started_at <= ${endedBefore}::timestamptz
                                THEN EXCLUDED.window_started_at ELSE w.window_started_at END
          RETURNING hits, window_started_at`,
    );
    if (Number(row.hits) <= this.settings.limit) return { allowed: true };
    const remainingMs = new Date(row.window_started_at).getTime() + windowMs - now.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
  }

  /**
   * Drops ended windows about once per window, off the request's path: the table stays as small as
   * the number of recently active clients. Best effort; a failed sweep is retried next window.
   */
  private sweep(now: Date): void {
    if (now.getTime() - this.lastSweep < this.settings.windowMs) return;
    this.lastSweep = now.getTime();
    const endedBefore = new Date(now.getTime() - this.settings.windowMs).toISOString();
    queryRows(
      this.db,
      sql`DELETE FROM rate_limit_windows
          WHERE key LIKE ${`${this.scope}:%`} AND window_started_at <= ${endedBefore}::timestamptz`,
    ).catch(() => {});
  }
}
