import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { ingestObservations } from '../rates/ingest-observations.ts';
import type { Observation } from '../rates/observation.ts';
import { crossingBetween, evaluateObservation } from './evaluate-observation.ts';
import {
  expandAllFanOuts,
  expandFanOutStep,
  fanOutChunkQuery,
  rearmChunkQuery,
  settleChunkQuery,
} from './expand-fanout.ts';

describe('crossingBetween', () => {
  it('describes a fall, a rise and no move', () => {
    expect(crossingBetween('6.600', '6.400')).toEqual({
      direction: 'below',
      lowest: '6.400',
      highest: '6.600',
    });
    expect(crossingBetween('6.400', '6.600')).toEqual({
      direction: 'above',
      lowest: '6.400',
      highest: '6.600',
    });
    expect(crossingBetween('6.500', '6.500')).toBeUndefined();
  });
});

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.execute(
      sql`TRUNCATE mail_outbox, alert_fanouts, alerts, rate_observations, rate_checks CASCADE`,
    );
  });

  async function alert(threshold: string, direction: 'below' | 'above', status = 'active', rateType = '30y') {
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`INSERT INTO alerts (email, rate_type, threshold, direction, status, confirmed_at)
          VALUES (${`${direction}-${threshold}-${status}-${rateType}@example.com`}, ${rateType}, ${threshold}::numeric,
                  ${direction}, ${status}, ${status === 'active' ? sql`now() - interval '1 day'` : sql`NULL`})
          RETURNING id`,
    );
    return row.id;
  }

  /** Ingests like a rate check, then expands the fan-out as the worker would. */
  async function observe(...observations: Observation[]) {
    const result = await ingestOnly(...observations);
    return { ...result, enqueued: await expandAllFanOuts(database.db) };
  }

  async function ingestOnly(...observations: Observation[]) {
    const result = await ingestObservations(database.db, {
      seriesId: 'OBMMIC30YF',
      rateType: '30y',
      source: 'test',
      observations,
      today: '2030-01-01',
    });
    if (result.status !== 'ok') throw new Error(result.reason);
    return result;
  }

  async function queuedAlertIds(): Promise<string[]> {
    const rows = await queryRows<{ alert_id: string }>(
      database.db,
      sql`SELECT alert_id FROM mail_outbox WHERE kind = 'rate_alert' ORDER BY alert_id`,
    );
    return rows.map((row) => row.alert_id);
  }

  it('a fall fires every "below" alert between the two values, exactly-at included', async () => {
    const atNew = await alert('6.400', 'below');
    const between = await alert('6.500', 'below');
    await alert('6.600', 'below'); // equal to the previous value: the rate was not above it
    await alert('6.300', 'below'); // not reached
    await alert('6.500', 'above'); // wrong direction
    await alert('6.500', 'below', 'pending');
    await alert('6.500', 'below', 'unsubscribed');
    await alert('6.500', 'below', 'active', '15y');
    await observe({ date: '2025-10-01', value: 6.6 });
    const result = await observe({ date: '2025-10-02', value: 6.4 });
    expect(result.evaluation).toMatchObject({ queued: true, crossing: { direction: 'below' } });
    expect(result.enqueued).toBe(2);
    expect(await queuedAlertIds()).toEqual([atNew, between].sort());
  });

  it('a rise fires every "above" alert between the two values, exactly-at included', async () => {
    const atNew = await alert('6.600', 'above');
    const between = await alert('6.500', 'above');
    await alert('6.400', 'above'); // equal to the previous value
    await alert('6.700', 'above');
    await alert('6.500', 'below');
    await observe({ date: '2025-10-01', value: 6.4 });
    const result = await observe({ date: '2025-10-02', value: 6.6 });
    expect(result.enqueued).toBe(2);
    expect(await queuedAlertIds()).toEqual([atNew, between].sort());
  });

  it('running the evaluation again enqueues nothing twice', async () => {
    await alert('6.500', 'below');
    await observe({ date: '2025-10-01', value: 6.6 });
    const first = await observe({ date: '2025-10-02', value: 6.4 });
    const again = await evaluateObservation(database.db, first.latest!.id);
    const andAgain = await evaluateObservation(database.db, first.latest!.id, '6.600');
    expect(again.queued).toBe(false);
    expect(andAgain.queued).toBe(false);
    expect(await expandAllFanOuts(database.db)).toBe(0);
    expect(await queuedAlertIds()).toHaveLength(1);
  });

  it('re-ingesting the same answer stores and enqueues nothing', async () => {
    await alert('6.500', 'below');
    await observe({ date: '2025-10-01', value: 6.6 });
    const answer = [
      { date: '2025-10-01', value: 6.6 },
      { date: '2025-10-02', value: 6.4 },
    ];
    await observe(...answer);
    const second = await observe(...answer);
    expect(second.inserted).toBe(0);
    expect(second.evaluation).toBeUndefined();
    expect(await queuedAlertIds()).toHaveLength(1);
  });

  it('re-arms only after the rate comes back past the threshold by the re-arm margin', async () => {
    const below = await alert('6.500', 'below');
    await observe({ date: '2025-10-01', value: 6.6 });
    await observe({ date: '2025-10-02', value: 6.4 }); // fires
    await observe({ date: '2025-10-03', value: 6.3 }); // still below: nothing
    await observe({ date: '2025-10-06', value: 6.5 }); // rises to the threshold, not above it: nothing
    await observe({ date: '2025-10-07', value: 6.6 }); // back above, but not by the 0.125 margin
    await observe({ date: '2025-10-08', value: 6.45 }); // a wobble across 6.5: still nothing
    expect(await queuedAlertIds()).toEqual([below]);
    expect(await disarms()).toEqual([{ alert_id: below, rearm_at: '6.625' }]);
    await observe({ date: '2025-10-09', value: 6.625 }); // 6.500 + 0.125: re-armed
    expect(await disarms()).toEqual([]);
    await observe({ date: '2025-10-10', value: 6.5 }); // fires again
    expect(await queuedAlertIds()).toEqual([below, below]);
    // Deleting a disarmed alert deletes its disarm row (a trigger, not a foreign key).
    expect(await disarms()).toHaveLength(1);
    await database.db.execute(sql`DELETE FROM alerts WHERE id = ${below}::uuid`);
    expect(await disarms()).toEqual([]);
  });

  async function disarms() {
    return queryRows<{ alert_id: string; rearm_at: string }>(
      database.db,
      sql`SELECT alert_id::text, rearm_at::text FROM alert_disarms ORDER BY alert_id`,
    );
  }

  it('a back-filled older day and a first-ever observation never fire', async () => {
    await alert('6.500', 'below');
    const first = await observe({ date: '2025-10-02', value: 6.4 });
    expect(first.evaluation).toBeUndefined();
    const backfill = await observe({ date: '2025-09-30', value: 6.9 });
    expect(backfill.inserted).toBe(1);
    expect(backfill.evaluation).toBeUndefined();
    expect(await queuedAlertIds()).toEqual([]);
  });

  it('after a gap, measures the net move since the last evaluated day', async () => {
    const below = await alert('6.500', 'below');
    await observe({ date: '2025-10-01', value: 6.6 });
    // Two new days at once: 6.45 then 6.40. Crossing measured from 6.6 to 6.4.
    const result = await observe({ date: '2025-10-02', value: 6.45 }, { date: '2025-10-03', value: 6.4 });
    expect(result.inserted).toBe(2);
    expect(await queuedAlertIds()).toEqual([below]);
  });

  it('an implausible answer is rejected whole and changes nothing', async () => {
    await alert('6.500', 'below');
    await observe({ date: '2025-10-01', value: 6.6 });
    const result = await ingestObservations(database.db, {
      seriesId: 'OBMMIC30YF',
      rateType: '30y',
      source: 'test',
      observations: [
        { date: '2025-10-02', value: 6.55 },
        { date: '2025-10-03', value: 0.06 },
      ],
      today: '2030-01-01',
    });
    expect(result.status).toBe('rejected');
    const [{ count }] = await queryRows<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM rate_observations`,
    );
    expect(count).toBe(1);
    expect(await queuedAlertIds()).toEqual([]);
  });

  it('an alert confirmed after the rate moved waits for the next crossing', async () => {
    const early = await alert('6.500', 'below');
    const late = await alert('6.450', 'below', 'pending');
    await observe({ date: '2025-10-01', value: 6.6 });
    await ingestOnly({ date: '2025-10-02', value: 6.4 });
    // Confirmed while the fan-out waits for the worker: the rate was already past 6.45 when it was switched on.
    await database.db.execute(
      sql`UPDATE alerts SET status = 'active', confirmed_at = clock_timestamp() WHERE id = ${late}::uuid`,
    );
    expect(await expandAllFanOuts(database.db)).toBe(1);
    expect(await queuedAlertIds()).toEqual([early]);
    await observe({ date: '2025-10-03', value: 6.7 }); // back up past 6.5 + the 0.125 re-arm margin
    await observe({ date: '2025-10-06', value: 6.44 }); // both fire now
    expect((await queuedAlertIds()).sort()).toEqual([early, early, late].sort());
  });

  it('expands in keyset chunks: every firing alert once, equal thresholds included, and a redone step adds nothing', async () => {
    const firing: string[] = [];
    for (let index = 0; index < 7; index += 1)
      firing.push(await alert(index < 4 ? '6.500' : '6.450', 'below'));
    await alert('6.300', 'below'); // not reached
    await observe({ date: '2025-10-01', value: 6.6 });
    await ingestOnly({ date: '2025-10-02', value: 6.4 });
    const steps = [];
    for (;;) {
      const step = await expandFanOutStep(database.db, { chunkSize: 3 });
      if (!step) break;
      steps.push(step);
    }
    // Mails first; the step that queues the last of them starts the second walk, which disarms them,
    // with what is left of its 3 alerts.
    expect(
      steps.map((step) => [step.selected, step.enqueued, step.mailsQueued, step.settled, step.finished]),
    ).toEqual([
      [3, 3, false, 0, false],
      [3, 3, false, 0, false],
      [1, 1, true, 2, false],
      [0, 0, true, 3, false],
      [0, 0, true, 2, true],
    ]);
    expect(await queuedAlertIds()).toEqual(firing.sort());
    const disarmed = () =>
      queryRows<{ alert_id: string }>(database.db, sql`SELECT alert_id::text FROM alert_disarms ORDER BY 1`);
    expect((await disarmed()).map((row) => row.alert_id)).toEqual(firing.sort());
    // A worker that died after writing rows but before its step committed leaves the job where it was;
    // simulate the redo of a job whose mails were written but whose alerts were not yet marked fired:
    // the unique key keeps the outbox as it is, and the second walk still disarms every one.
    await database.db.execute(
      sql`UPDATE alert_fanouts SET after_threshold = NULL, after_alert_id = NULL, mails_queued_at = NULL, finished_at = NULL`,
    );
    await database.db.execute(sql`DELETE FROM alert_disarms`);
    expect(await expandAllFanOuts(database.db, { chunkSize: 3 })).toBe(0);
    expect(await queuedAlertIds()).toHaveLength(7);
    expect((await disarmed()).map((row) => row.alert_id)).toEqual(firing.sort());
  });

  it('workers expanding side by side write every firing alert exactly once', async () => {
    await database.db.execute(
      sql`INSERT INTO alerts (email, rate_type, threshold, direction, status, confirmed_at)
          SELECT 'side' || n || '@example.com', '30y', 6.400 + (n % 150) * 0.001, 'below', 'active', now() - interval '1 day'
            FROM generate_series(1, 600) AS n`,
    );
    await observe({ date: '2025-10-01', value: 6.6 });
    await ingestOnly({ date: '2025-10-02', value: 6.4 });
    await ingestOnly({ date: '2025-10-03', value: 6.7 }); // a rise: fires no "below" alert, re-arms them all
    await ingestOnly({ date: '2025-10-06', value: 6.45 }); // fires the 6.450-6.549 slice again
    const written = await Promise.all([
      expandAllFanOuts(database.db, { chunkSize: 25 }),
      expandAllFanOuts(database.db, { chunkSize: 25 }),
    ]);
    expect(written[0] + written[1]).toBe(600 + 400);
    const [{ rows, distinct }] = await queryRows<{ rows: number; distinct: number }>(
      database.db,
      sql`SELECT count(*)::int AS rows, count(DISTINCT (alert_id, observation_id))::int AS distinct FROM mail_outbox`,
    );
    expect({ rows, distinct }).toEqual({ rows: 1000, distinct: 1000 });
  });

  it('selects the firing alerts with a range scan of the fan-out index, not a table scan', async () => {
    // 20,000 active alerts spread over 3-8 %; a 0.05-point move touches a small slice of them.
    await database.db.execute(
      sql`INSERT INTO alerts (email, rate_type, threshold, direction, status, confirmed_at)
          SELECT 'spread' || n || '@example.com', CASE WHEN n % 2 = 0 THEN '30y' ELSE '15y' END,
                 3 + (n % 5000) * 0.001, CASE WHEN n % 4 < 2 THEN 'below' ELSE 'above' END, 'active', now()
            FROM generate_series(1, 20000) AS n`,
    );
    await database.db.execute(sql`ANALYZE alerts`);
    const job = {
      observationId: 1,
      seriesId: 'OBMMIC30YF',
      rateType: '30y' as const,
      direction: 'below' as const,
      lowest: '6.400',
      highest: '6.450',
      alertsConfirmedBy: new Date().toISOString(),
      observedValue: '6.400',
      afterThreshold: null,
      afterAlertId: null,
    };
    const resumed = { ...job, afterThreshold: '6.420', afterAlertId: '00000000-0000-4000-8000-000000000000' };
    // A wide move (every 30y "below" alert) must walk the index in order, not sort the whole range per chunk.
    const wide = { ...job, lowest: '2.000', highest: '9.000' };
    // Both walks of a job: the one that queues the mails and the one that marks the alerts fired.
    for (const step of [job, resumed, wide]) {
      for (const walk of [fanOutChunkQuery, settleChunkQuery]) {
        const plan = await queryRows<Record<string, string>>(database.db, sql`EXPLAIN ${walk(step, 500)}`);
        const text = plan.map((row) => Object.values(row).join('')).join('\n');
        expect(text).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) alerts_fanout_idx/);
        expect(text).not.toMatch(/Seq Scan on alerts/);
        if (step === wide) expect(text).not.toMatch(/Sort Key: a\.threshold/);
      }
    }
    // Rising rates walk 'above' alerts and rate-move alerts' upper edges, each on its own index.
    const rising = { ...job, direction: 'above' as const, observedValue: '6.450' };
    const risingPlan = await queryRows<Record<string, string>>(
      database.db,
      sql`EXPLAIN ${fanOutChunkQuery(rising, 500)}`,
    );
    const risingText = risingPlan.map((row) => Object.values(row).join('')).join('\n');
    expect(risingText).toMatch(/alerts_fanout_idx/);
    expect(risingText).toMatch(/alerts_fanout_upper_idx/);
    expect(risingText).not.toMatch(/Seq Scan on alerts/);
    const rearmPlan = await queryRows<Record<string, string>>(
      database.db,
      sql`EXPLAIN ${rearmChunkQuery(rising, 500)}`,
    );
    expect(rearmPlan.map((row) => Object.values(row).join('')).join('\n')).toMatch(/alert_disarms_rearm_idx/);
  });
});
