import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { portOf } from '../db/database-port.ts';
import { preparedStatement, queryPrepared } from '../db/prepared-statement.ts';
import type { Clock, RateLimitSettings } from './app-deps.ts';
import { PairedHitBatcher } from './paired-hit-batch.ts';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface WindowRow {
  hits: number | string;
  window_started_at: string | Date;
}

type MemoryWindows = Map<string, { startedAt: number; hits: number }>;

/**
 * PGlite lives inside one process (its data directory is locked), so its web nodes are this process:
 * counters in memory, shared by every app on the same database, hold the limits without a statement
 * per POST (which on PGlite costs the process's own CPU).
 */
const pgliteWindows = new WeakMap<object, MemoryWindows>();

function inProcessWindows(db: DatabaseExecutor): MemoryWindows | undefined {
  // One port per opened database: every app on the same PGlite database shares its windows.
  const port = portOf(db);
  if (port?.driver !== 'pglite') return undefined;
  let windows = pgliteWindows.get(port);
  if (!windows) {
    windows = new Map();
    pgliteWindows.set(port, windows);
  }
  return windows;
}

/** The upsert's conflict arm: a window that has ended starts again at one hit. */
const countHit = (endedBefore: string) => `ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN w.window_started_at <= ${endedBefore} THEN 1 ELSE w.hits + 1 END,
      window_started_at = CASE WHEN w.window_started_at <= ${endedBefore}
                          THEN EXCLUDED.window_started_at ELSE w.window_started_at END`;

/**
 * Prepared, as every statement on a request's path is (see prepared-statement.ts): planned on every
 * call, the upsert cost the database about as much CPU as running it.
 */
const hitTypes = { key: 'text', now: 'timestamptz', endedBefore: 'timestamptz' } as const;
const hitStatement = preparedStatement(
  'mrn_rate_limit_hit',
  hitTypes,
  (p) => `INSERT INTO rate_limit_windows AS w (key, window_started_at, hits) VALUES (${p.key}, ${p.now}, 1)
    ${countHit(p.endedBefore)} RETURNING hits, window_started_at`,
);

/**
 * Fixed-window counter per key, kept in PostgreSQL so N web nodes share one budget (in process
 * memory each node would grant the full limit). One upsert per decision: two nodes cannot both
 * take the last hit. `scope` keeps the per-IP and per-form counters apart in one table. On PGlite
 * the same windows live in memory (see inProcessWindows).
 */
export class FixedWindowRateLimiter {
  private lastSweep = 0;
  /** Looked up on first use, not in the constructor: an app built only for its OpenAPI document has no database. */
  private memoryWindows: MemoryWindows | null | undefined;
  /** One per budget counted together with this one (see consumeTogether). */
  private readonly pairedBatchers = new Map<FixedWindowRateLimiter, PairedHitBatcher>();

  constructor(
    private readonly db: DatabaseExecutor,
    private readonly scope: string,
    private readonly settings: RateLimitSettings,
    private readonly clock: Clock,
  ) {}

  private get memory(): MemoryWindows | undefined {
    if (this.memoryWindows === undefined) this.memoryWindows = inProcessWindows(this.db) ?? null;
    return this.memoryWindows ?? undefined;
  }

  async consume(key: string): Promise<RateLimitDecision> {
    const now = this.clock();
    this.sweep(now);
    if (this.memory) return this.decide(this.hitInMemory(this.memory, key, now), now);
    const [row] = await queryPrepared<WindowRow, typeof hitTypes>(this.db, hitStatement, {
      key: this.rowKey(key),
      now: now.toISOString(),
      endedBefore: this.endedBefore(now),
    });
    return this.decide(row, now);
  }

  /**
   * One round trip for two budgets (a lead spends the client's and the form's): counts the hit against
   * `key`, and against `otherKey` of `other` only if this one allowed it (a client over its own limit must
   * not drain a form's budget). The caller hands the second decision on to whoever would spend it.
   */
  async consumeTogether(
    key: string,
    other: FixedWindowRateLimiter,
    otherKey: string,
  ): Promise<{ decision: RateLimitDecision; otherDecision?: RateLimitDecision }> {
    const now = this.clock();
    this.sweep(now);
    other.sweep(now);
    if (this.memory && other.memory) {
      const decision = this.decide(this.hitInMemory(this.memory, key, now), now);
      if (!decision.allowed) return { decision };
      return { decision, otherDecision: other.decide(other.hitInMemory(other.memory, otherKey, now), now) };
    }
    const counted = await this.pairedBatcher(other).count({
      key: this.rowKey(key),
      otherKey: other.rowKey(otherKey),
    });
    const decision = this.decide(
      { hits: counted.hits, window_started_at: counted.windowStartedAt },
      counted.now,
    );
    if (counted.otherHits === undefined || counted.otherStartedAt === undefined) return { decision };
    const otherDecision = other.decide(
      { hits: counted.otherHits, window_started_at: counted.otherStartedAt },
      counted.now,
    );
    return { decision, otherDecision };
  }

  /** Leads arrive together under load: their two budgets are counted in batches (paired-hit-batch.ts). */
  private pairedBatcher(other: FixedWindowRateLimiter): PairedHitBatcher {
    let batcher = this.pairedBatchers.get(other);
    if (!batcher) {
      batcher = new PairedHitBatcher(this.db, () => {
        const now = this.clock();
        return {
          now,
          endedBefore: this.endedBefore(now),
          limit: this.settings.limit,
          otherEndedBefore: other.endedBefore(now),
        };
      });
      this.pairedBatchers.set(other, batcher);
    }
    return batcher;
  }

  /** The upsert below, on a Map. */
  private hitInMemory(windows: MemoryWindows, key: string, now: Date): WindowRow {
    const rowKey = this.rowKey(key);
    const current = windows.get(rowKey);
    if (!current || current.startedAt <= now.getTime() - this.settings.windowMs) {
      windows.set(rowKey, { startedAt: now.getTime(), hits: 1 });
      return { hits: 1, window_started_at: now };
    }
    current.hits += 1;
    return { hits: current.hits, window_started_at: new Date(current.startedAt) };
  }

  private rowKey(key: string): string {
    return `${this.scope}:${key}`;
  }

  /** Windows that started at or before this moment have ended. */
  private endedBefore(now: Date): string {
    return new Date(now.getTime() - this.settings.windowMs).toISOString();
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
    if (this.memory) {
      const prefix = `${this.scope}:`;
      for (const [key, window] of this.memory) {
        if (key.startsWith(prefix) && window.startedAt <= now.getTime() - this.settings.windowMs) {
          this.memory.delete(key);
        }
      }
      return;
    }
    const endedBefore = new Date(now.getTime() - this.settings.windowMs).toISOString();
    queryRows(
      this.db,
      // SKIP LOCKED: a row a hit holds is in use anyway, and waiting for it could deadlock against a
      // batch of hits (paired-hit-batch.ts) that locks its rows in another order.
      sql`DELETE FROM rate_limit_windows
          WHERE key IN (SELECT key FROM rate_limit_windows
                         WHERE key LIKE ${`${this.scope}:%`} AND window_started_at <= ${endedBefore}::timestamptz
                         FOR UPDATE SKIP LOCKED)`,
    ).catch(() => {});
  }
}
