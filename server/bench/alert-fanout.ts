// Alert fan-out: N active alerts of every kind (target rate, refinance, payment, rate move: each fires
// on a stored threshold), one new observation that crosses every threshold (the worst case).
// Times the evaluation the ingest transaction waits for (select the crossing, queue the fan-out job),
// then the worker's expansion of that job into one outbox row per alert, then the job's end (its
// second walk marks the alerts fired), and checks a re-run adds nothing. Run: `npx tsx bench/alert-fanout.ts` (sizes via BENCH_FANOUT_SIZES=100000,1000000;
// PostgreSQL via BENCH_DATABASE_URL or TEST_DATABASE_URL).
// The spread case (issue 31): BENCH_FANOUT_SPREAD active alerts (default 1,000,000) spread evenly over
// every catalogued series, and a crossing on one of them: only that series' alerts are walked, so
// queueing stays one indexed range query and mails reach the outbox at the same rate per firing alert.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { evaluateObservation } from '../src/alerts/evaluate-observation.ts';
import { expandAllFanOuts, expandFanOutStep } from '../src/alerts/expand-fanout.ts';
import { arrayLiteral } from '../src/db/array-literal.ts';
import { queryRows } from '../src/db/client.ts';
import { TRACKED_RATE_SERIES } from '../src/rates/rate-series.ts';
import { type BenchDatabase, benchDrivers, openBenchDatabase } from './bench-database.ts';

const sizes = (process.env.BENCH_FANOUT_SIZES ?? '100000,1000000').split(',').map(Number);

// What the money alerts store beside their threshold (the fan-out never reads it, but it makes the rows realistic).
const REFINANCE = JSON.stringify({
  currentBalance: 300000,
  currentRate: 7.5,
  yearsRemaining: 28,
  closingCosts: 4000,
  newTermYears: 30,
  minMonthlySaving: 150,
  maxBreakEvenMonths: null,
});
const PAYMENT = JSON.stringify({
  homePrice: 400000,
  downPayment: 80000,
  termYears: 30,
  propertyTaxYearly: 4800,
  homeInsuranceYearly: 1200,
  hoaMonthly: 0,
  pmiMonthly: 0,
  targetMonthlyPayment: 2500,
});
const RATE_MOVE = JSON.stringify({ move: 0.25, baseRate: 6.3 });

/**
 * One crossing of `seriesId` (6.600 then 5.900) timed as the product runs it: the evaluation the
 * ingest transaction waits for (select the crossing, durably queue its fan-out), then the worker's
 * 5,000-alert steps (one outbox row per firing alert, then the second walk that disarms or re-bases
 * each alert that fired) until the job ends.
 */
async function timeCrossing(db: BenchDatabase['handle']['db'], seriesId: string) {
  const [, next] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO rate_observations (series_id, rate_type, observed_on, value, source)
        VALUES (${seriesId}, '30y', '2025-10-01', 6.600, 'bench'), (${seriesId}, '30y', '2025-10-02', 5.900, 'bench')
        RETURNING id::text AS id`,
  );
  await db.execute(sql`VACUUM ANALYZE alerts`);
  const observationId = Number(next.id);
  const started = performance.now();
  const first = await evaluateObservation(db, observationId);
  const queueMs = performance.now() - started;
  const expandStarted = performance.now();
  let firstStepMs = 0;
  let expandMs = 0;
  let enqueued = 0;
  for (;;) {
    const step = await expandFanOutStep(db);
    if (!step) break;
    enqueued += step.enqueued;
    if (firstStepMs === 0) firstStepMs = performance.now() - expandStarted;
    // Committed with this step: once the last mail is in, this is when the outbox held them all.
    if (step.enqueued > 0) expandMs = performance.now() - expandStarted;
  }
  const settledMs = performance.now() - expandStarted;
  return { observationId, queued: first.queued, queueMs, firstStepMs, expandMs, settledMs, enqueued };
}

async function measure(driver: 'pglite' | 'postgres', size: number) {
  const database = await openBenchDatabase(driver);
  const { db } = database.handle;
  try {
    // Thresholds spread over 6.000-6.499 ("below"; a quarter each of the four kinds, rate-move alerts
    // with their band's lower edge there), plus as many "above" alerts that must NOT fire.
    await db.execute(
      sql`INSERT INTO alerts (email, kind, rate_type, threshold, direction, upper_threshold, inputs, rearm_margin,
                              status, confirmed_at)
          SELECT 'bench' || n || '@example.com', kind, '30y', 6.000 + (n % 500) * 0.001,
                 CASE WHEN n <= ${size} THEN 'below' ELSE 'above' END,
                 CASE WHEN kind = 'rate_move' THEN 6.500 + (n % 500) * 0.001 END,
                 CASE kind WHEN 'refinance' THEN ${REFINANCE}::jsonb WHEN 'payment' THEN ${PAYMENT}::jsonb
                           WHEN 'rate_move' THEN ${RATE_MOVE}::jsonb END,
                 CASE WHEN kind = 'rate_move' THEN NULL ELSE 0.125 END, 'active', now()
            FROM generate_series(1, ${size * 2}) AS n,
                 LATERAL (SELECT CASE WHEN n > ${size} THEN 'rate'
                                      ELSE (ARRAY['rate', 'refinance', 'payment', 'rate_move'])[n % 4 + 1] END AS kind) AS k`,
    );
    const { observationId, queued, queueMs, firstStepMs, expandMs, settledMs, enqueued } = await timeCrossing(
      db,
      'OBMMIC30YF',
    );
    const rerun = await evaluateObservation(db, observationId);
    const rerunEnqueued = await expandAllFanOuts(db);
    if (!queued || enqueued !== size || rerun.queued || rerunEnqueued !== 0) {
      throw new Error(`expected ${size} then 0 enqueued, got ${enqueued} then ${rerunEnqueued}`);
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `| ${database.label} | ${size.toLocaleString('en-US')} | ${(size * 2).toLocaleString('en-US')} | ${queueMs.toFixed(1)} ms | ${firstStepMs.toFixed(0)} ms | ${seconds(expandMs)} | ${Math.round(size / (expandMs / 1000)).toLocaleString('en-US')} | ${enqueued.toLocaleString('en-US')} | ${seconds(settledMs)} |`,
    );
  } finally {
    await database.close();
  }
}

/** Alerts spread over the catalogue; the FHA 30-year series falls through all of its own alerts. */
async function measureSpread(driver: 'pglite' | 'postgres', total: number) {
  const database = await openBenchDatabase(driver);
  const { db } = database.handle;
  const ids = TRACKED_RATE_SERIES.map((series) => series.seriesId);
  const crossed = 'OBMMIFHA30YF';
  try {
    await db.execute(
      sql`INSERT INTO alerts (email, kind, rate_type, series_id, threshold, direction, rearm_margin, status, confirmed_at)
          SELECT 'spread' || n || '@example.com', 'rate', '30y', (${arrayLiteral(ids)}::text[])[n % ${ids.length} + 1],
                 6.000 + (n % 500) * 0.001, 'below', 0.125, 'active', now()
            FROM generate_series(1, ${total}) AS n`,
    );
    const [{ firing }] = await queryRows<{ firing: number }>(
      db,
      sql`SELECT count(*)::int AS firing FROM alerts WHERE series_id = ${crossed}`,
    );
    const { queued, queueMs, expandMs, enqueued } = await timeCrossing(db, crossed);
    if (!queued || enqueued !== firing) throw new Error(`expected ${firing} enqueued, got ${enqueued}`);
    console.log(
      `| ${database.label} | spread over ${ids.length} series | ${total.toLocaleString('en-US')} | ${firing.toLocaleString('en-US')} | ${queueMs.toFixed(1)} ms | ${(expandMs / 1000).toFixed(2)} s | ${Math.round(firing / (expandMs / 1000)).toLocaleString('en-US')} |`,
    );
  } finally {
    await database.close();
  }
}

const spreadTotal = Number(process.env.BENCH_FANOUT_SPREAD ?? 1_000_000);

console.log(
  '| Database | Firing alerts | Active alerts in table | Evaluate + queue fan-out | First 5,000 in outbox | All in outbox | Alerts/s | Outbox rows | Job finished (alerts disarmed or re-based) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const driver of benchDrivers()) {
  for (const size of sizes) {
    if (driver === 'pglite' && size > 1_000_000) continue;
    await measure(driver, size);
  }
}

console.log('');
console.log(
  '| Database | Case | Active alerts in table | Firing alerts (one series) | Evaluate + queue fan-out | All in outbox | Alerts/s |',
);
console.log('|---|---|---|---|---|---|---|');
for (const driver of benchDrivers()) {
  if (spreadTotal > 0) await measureSpread(driver, spreadTotal);
}
