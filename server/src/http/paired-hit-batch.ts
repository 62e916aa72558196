import { BatchQueue, type Queued } from '../db/batch-queue.ts';
import type { DatabaseExecutor } from '../db/client.ts';
import { preparedStatement, queryPrepared } from '../db/prepared-statement.ts';

/** One lead's two budgets: the client's window row and the form's. */
export interface PairedHit {
  key: string;
  otherKey: string;
}

/** What one hit counted: its number in each window, or no second count when the first was over its limit. */
export interface PairedHitCount {
  /** The moment the hit was judged at (its batch's). */
  now: Date;
  hits: number;
  windowStartedAt: string | Date;
  otherHits?: number;
  otherStartedAt?: string | Date;
}

export interface PairedHitWindows {
  now: Date;
  /** Windows of `key` that started at or before this moment have ended. */
  endedBefore: string;
  /** The first budget's limit: a hit over it does not count against `otherKey`. */
  limit: number;
  otherEndedBefore: string;
}

/** The upsert's conflict arm for `n` hits at once: a window that has ended starts again at those `n`. */
const countHits = (endedBefore: string) => `ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN w.window_started_at <= ${endedBefore} THEN EXCLUDED.hits ELSE w.hits + EXCLUDED.hits END,
      window_started_at = CASE WHEN w.window_started_at <= ${endedBefore}
                          THEN EXCLUDED.window_started_at ELSE w.window_started_at END`;

/**
 * Every hit of the batch in one statement: each window row is upserted once with the number of its
 * hits (a row touched twice in one INSERT is an error), and each hit gets its own number back (the
 * row's new count less the batch's hits after it, by arrival). Only hits within the first limit
 * count against the second window, as one at a time. Rows are locked in key order, so two nodes'
 * batches cannot deadlock.
 */
const batchTypes = {
  keys: 'text[]',
  otherKeys: 'text[]',
  now: 'timestamptz',
  endedBefore: 'timestamptz',
  limit: 'integer',
  otherEndedBefore: 'timestamptz',
} as const;
const batchStatement = preparedStatement(
  'mrn_rate_limit_hit_pairs',
  batchTypes,
  (p) => `WITH hit AS (
      SELECT key, other_key, ord FROM unnest(${p.keys}, ${p.otherKeys}) WITH ORDINALITY AS t(key, other_key, ord)
    ), first_count AS (
      SELECT key, count(*)::integer AS n FROM hit GROUP BY key
    ), first AS (
      INSERT INTO rate_limit_windows AS w (key, window_started_at, hits)
      SELECT key, ${p.now}, n FROM first_count ORDER BY key
      ${countHits(p.endedBefore)} RETURNING w.key, w.hits, w.window_started_at
    ), first_numbered AS (
      SELECT hit.ord, hit.other_key, first.window_started_at,
             first.hits - first_count.n + row_number() OVER (PARTITION BY hit.key ORDER BY hit.ord) AS hits
      FROM hit JOIN first ON first.key = hit.key JOIN first_count ON first_count.key = hit.key
    ), second_count AS (
      SELECT other_key AS key, count(*)::integer AS n FROM first_numbered WHERE hits <= ${p.limit} GROUP BY other_key
    ), second AS (
      INSERT INTO rate_limit_windows AS w (key, window_started_at, hits)
      SELECT key, ${p.now}, n FROM second_count ORDER BY key
      ${countHits(p.otherEndedBefore)} RETURNING w.key, w.hits, w.window_started_at
    ), second_numbered AS (
      SELECT first_numbered.ord, second.window_started_at,
             second.hits - second_count.n
               + row_number() OVER (PARTITION BY first_numbered.other_key ORDER BY first_numbered.ord) AS hits
      FROM first_numbered JOIN second ON second.key = first_numbered.other_key
      JOIN second_count ON second_count.key = first_numbered.other_key
      WHERE first_numbered.hits <= ${p.limit}
    )
    SELECT f.ord, f.hits, f.window_started_at, s.hits AS other_hits, s.window_started_at AS other_started_at
    FROM first_numbered f LEFT JOIN second_numbered s ON s.ord = f.ord`,
);

interface BatchRow {
  ord: number | string;
  hits: number | string;
  window_started_at: string | Date;
  other_hits: number | string | null;
  other_started_at: string | Date | null;
}

/** Bounds how long one statement holds its window rows locked. */
const MOST_HITS_PER_BATCH = 500;

/**
 * Group commit for rate-limit windows: while one statement is on its way, the hits that arrive wait
 * and then go together in the next. Under load a lead's budgets cost a fraction of a round trip
 * (a socket write each was about a quarter of the server's CPU per lead); a lone hit goes at once.
 */
export class PairedHitBatcher {
  private readonly queue = new BatchQueue<PairedHit, PairedHitCount>((batch) => this.send(batch), {
    mostInFlight: 1,
    mostPerBatch: MOST_HITS_PER_BATCH,
  });

  constructor(
    private readonly db: DatabaseExecutor,
    /** Read when a batch is sent, so every hit of a batch is judged at the same moment. */
    private readonly windowsNow: () => PairedHitWindows,
  ) {}

  count(hit: PairedHit): Promise<PairedHitCount> {
    return this.queue.add(hit);
  }

  private async send(batch: Queued<PairedHit, PairedHitCount>[]): Promise<void> {
    const windows = this.windowsNow();
    const rows = await queryPrepared<BatchRow, typeof batchTypes>(this.db, batchStatement, {
      keys: batch.map((queued) => queued.item.key),
      otherKeys: batch.map((queued) => queued.item.otherKey),
      now: windows.now.toISOString(),
      endedBefore: windows.endedBefore,
      limit: windows.limit,
      otherEndedBefore: windows.otherEndedBefore,
    });
    const byOrdinal = new Map(rows.map((row) => [Number(row.ord), row]));
    for (const [index, queued] of batch.entries()) {
      const row = byOrdinal.get(index + 1);
      if (!row) {
        queued.reject(new Error('rate limit batch returned no row for a hit'));
        continue;
      }
      queued.resolve({
        now: windows.now,
        hits: Number(row.hits),
        windowStartedAt: row.window_started_at,
        ...(row.other_hits !== null && row.other_started_at !== null
          ? { otherHits: Number(row.other_hits), otherStartedAt: row.other_started_at }
          : {}),
      });
    }
  }
}
