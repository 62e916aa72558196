import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { Clock, RateLimitSettings } from './app-deps.ts';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface WindowRow {
  hits: number | string;
  window_started_at: string | Date;
}

/**
 * Fixed-window counter per key, kept in PostgreSQL so N web nodes share one budget (in process
 * memory each node would grant the full limit). One upsert per decision: two nodes cannot both
 * take the last hit. `scope` keeps the per-IP and per-form counters apart in one table.
 */
export class FixedWindowRateLimiter {
  private lastSweep = 0;
  /** A decision already taken for this request (consumeTogether), so the route's consume costs no query. */
  private readonly taken = new AsyncLocalStorage<{ key: string; decision: RateLimitDecision }>();

  constructor(
    private readonly db: DatabaseExecutor,
    private readonly scope: string,
    private readonly settings: RateLimitSettings,
    private readonly clock: Clock,
  ) {}

  async consume(key: string): Promise<RateLimitDecision> {
    const already = this.taken.getStore();
    if (already?.key === key) return already.decision;
    const now = this.clock();
    this.sweep(now);
    const [row] = await queryRows<WindowRow>(
      this.db,
      sql`INSERT INTO rate_limit_windows AS w (key, window_started_at, hits)
          VALUES (${this.rowKey(key)}, ${now.toISOString()}::timestamptz, 1)
          ${this.countHit(now)} RETURNING hits, window_started_at`,
    );
    return this.decide(row, now);
  }

  /**
   * One round trip for two budgets (a lead spends the client's and the form's): counts the hit against
   * `key`, and against `otherKey` of `other` only if this one allowed it (a client over its own limit must
   * not drain a form's budget). Hand the second decision to `other.withDecision` for the route.
   */
  async consumeTogether(
    key: string,
    other: FixedWindowRateLimiter,
    otherKey: string,
  ): Promise<{ decision: RateLimitDecision; otherDecision?: RateLimitDecision }> {
    const now = this.clock();
    this.sweep(now);
    other.sweep(now);
    const [row] = await queryRows<WindowRow & { other_hits: number | null; other_started_at: string | null }>(
      this.db,
      sql`WITH first AS (
            INSERT INTO rate_limit_windows AS w (key, window_started_at, hits)
            VALUES (${this.rowKey(key)}, ${now.toISOString()}::timestamptz, 1)
            ${this.countHit(now)} RETURNING hits, window_started_at
          ), second AS (
            INSERT INTO rate_limit_windows AS w (key, window_started_at, hits)
            SELECT ${other.rowKey(otherKey)}, ${now.toISOString()}::timestamptz, 1 FROM first
            WHERE first.hits <= ${this.settings.limit}
            ${other.countHit(now)} RETURNING hits, window_started_at
          )
          SELECT first.hits, first.window_started_at, second.hits AS other_hits,
                 second.window_started_at AS other_started_at
          FROM first LEFT JOIN second ON true`,
    );
    const decision = this.decide(row, now);
    if (row.other_hits === null || row.other_started_at === null) return { decision };
    const otherDecision = other.decide(
      { hits: row.other_hits, window_started_at: row.other_started_at },
      now,
    );
    return { decision, otherDecision };
  }

  /** Runs `next` with the decision for `key` already taken: its `consume(key)` answers without a query. */
  withDecision<T>(key: string, decision: RateLimitDecision, next: () => Promise<T>): Promise<T> {
    return this.taken.run({ key, decision }, next);
  }

  private rowKey(key: string): string {
    return `${this.scope}:${key}`;
  }

  /** The upsert's conflict arm: a window that has ended starts again at one hit. */
  private countHit(now: Date): SQL {
    const endedBefore = new Date(now.getTime() - this.settings.windowMs).toISOString();
    return sql`ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN w.window_started_at <= ${endedBefore}::timestamptz THEN 1 ELSE w.hits + 1 END,
      window_started_at = CASE WHEN w.window_started_at <= ${endedBefore}::timestamptz
                          THEN EXCLUDED.window_started_at ELSE w.window_started_at END`;
  }

  private decide(row: WindowRow, now: Date): RateLimitDecision {
    if (Number(row.hits) <= this.settings.limit) return { allowed: true };
    const remainingMs = new Date(row.window_started_at).getTime() + this.settings.windowMs - now.getTime();
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
