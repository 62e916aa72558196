import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  forEachDatabase,
  itOnPostgres,
  type TestDatabase,
} from '../../test/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { PairedHitBatcher, type PairedHitWindows } from './paired-hit-batch.ts';
import { FixedWindowRateLimiter } from './rate-limiter.ts';

const windowMs = 60_000;

// The limiter uses the batcher on PostgreSQL only, but the statement is plain SQL: both drivers must count alike.
forEachDatabase((driver) =>
  describe('paired hit batches', () => {
    let database: TestDatabase;
    let now: number;
    let batchesSent: number;
    const windows = (limit: number) => (): PairedHitWindows => {
      batchesSent += 1;
      return {
        now: new Date(now),
        endedBefore: new Date(now - windowMs).toISOString(),
        limit,
        otherEndedBefore: new Date(now - windowMs).toISOString(),
      };
    };
    beforeAll(async () => {
      database = await createTestDatabase(driver);
    });
    afterAll(() => database.close());

    it('numbers concurrent hits of one key by arrival and counts only those within the first limit against the second', async () => {
      now = Date.parse('2026-03-02T12:00:00Z');
      batchesSent = 0;
      const batcher = new PairedHitBatcher(database.db, windows(3));
      const counts = await Promise.all(
        Array.from({ length: 5 }, () => batcher.count({ key: 'ip:a', otherKey: 'form:f' })),
      );
      expect(counts.map((count) => count.hits)).toEqual([1, 2, 3, 4, 5]);
      expect(counts.map((count) => count.otherHits)).toEqual([1, 2, 3, undefined, undefined]);
      // The first hit goes alone; the four that arrive while it is on its way go together.
      expect(batchesSent).toBe(2);
    });

    it('keeps keys apart within one batch and shares the second window between them', async () => {
      now = Date.parse('2026-03-02T13:00:00Z');
      batchesSent = 0;
      const batcher = new PairedHitBatcher(database.db, windows(1));
      const counts = await Promise.all([
        batcher.count({ key: 'ip:b', otherKey: 'form:g' }),
        batcher.count({ key: 'ip:c', otherKey: 'form:g' }),
        batcher.count({ key: 'ip:b', otherKey: 'form:g' }),
        batcher.count({ key: 'ip:d', otherKey: 'form:h' }),
        batcher.count({ key: 'ip:c', otherKey: 'form:g' }),
      ]);
      expect(counts.map((count) => [count.hits, count.otherHits])).toEqual([
        [1, 1],
        [1, 2],
        [2, undefined],
        [1, 1],
        [2, undefined],
      ]);
    });

    it('adds to a running window and starts an ended one again', async () => {
      now = Date.parse('2026-03-02T14:00:00Z');
      batchesSent = 0;
      const batcher = new PairedHitBatcher(database.db, windows(10));
      const started = now;
      await batcher.count({ key: 'ip:e', otherKey: 'form:i' });
      now += 30_000;
      const [running] = await Promise.all([
        batcher.count({ key: 'ip:e', otherKey: 'form:i' }),
        batcher.count({ key: 'ip:e', otherKey: 'form:i' }),
      ]);
      expect(running.hits).toBe(2);
      expect(new Date(running.windowStartedAt).getTime()).toBe(started);
      now += windowMs;
      const [restarted, next] = await Promise.all([
        batcher.count({ key: 'ip:e', otherKey: 'form:i' }),
        batcher.count({ key: 'ip:e', otherKey: 'form:i' }),
      ]);
      expect([restarted.hits, next.hits]).toEqual([1, 2]);
      expect([restarted.otherHits, next.otherHits]).toEqual([1, 2]);
      expect(new Date(next.windowStartedAt).getTime()).toBe(now);
    });

    it('rejects every hit of a batch whose statement fails, and counts the next batch', async () => {
      now = Number.NaN;
      const failing = new PairedHitBatcher(database.db, windows(10));
      const results = await Promise.allSettled([
        failing.count({ key: 'ip:f', otherKey: 'form:j' }),
        failing.count({ key: 'ip:f', otherKey: 'form:j' }),
      ]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      now = Date.parse('2026-03-02T15:00:00Z');
      expect((await failing.count({ key: 'ip:f', otherKey: 'form:j' })).hits).toBe(1);
    });
    // Windows live in PostgreSQL only there (PGlite's are in memory).
    itOnPostgres(driver)('the limiter sweeps ended windows without waiting for one a hit holds', async () => {
      let now = Date.parse('2026-03-02T12:00:00Z');
      const limiter = new FixedWindowRateLimiter(
        database.db,
        'sweep',
        { limit: 5, windowMs },
        () => new Date(now),
      );
      await limiter.consume('held');
      await limiter.consume('idle');
      now += windowMs + 1;
      let releaseHeld = () => {};
      const held = new Promise<void>((resolve) => {
        releaseHeld = resolve;
      });
      let heldLocked = () => {};
      const locked = new Promise<void>((resolve) => {
        heldLocked = resolve;
      });
      // Another request holds the ended window 'sweep:held' (as a batch of hits would) while the sweep runs.
      const holder = database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM rate_limit_windows WHERE key = 'sweep:held' FOR UPDATE`);
        heldLocked();
        await held;
      });
      await locked;
      await limiter.consume('new');
      const deadline = Date.now() + 10_000;
      while ((await keysLeft(database)).includes('sweep:idle') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await keysLeft(database)).toEqual(['sweep:held', 'sweep:new']);
      releaseHeld();
      await holder;
    });
  }),
);

async function keysLeft(database: TestDatabase): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    database.db,
    sql`SELECT key FROM rate_limit_windows WHERE key LIKE 'sweep:%' ORDER BY key`,
  );
  return rows.map((row) => row.key);
}
