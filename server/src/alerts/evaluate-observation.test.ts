import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { ingestObservations } from '../rates/ingest-observations.ts';
import type { Observation } from '../rates/observation.ts';
import { crossingBetween, evaluateObservation, fanOutQuery } from './evaluate-observation.ts';

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
    await database.db.execute(sql`TRUNCATE mail_outbox, alerts, rate_observations, rate_checks CASCADE`);
  });

  async function alert(threshold: string, direction: 'below' | 'above', status = 'active', rateType = '30y') {
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`INSERT INTO alerts (email, rate_type, threshold, direction, status)
          VALUES (${`${direction}-${threshold}-${status}-${rateType}@example.com`}, ${rateType}, ${threshold}::numeric, ${direction}, ${status})
          RETURNING id`,
    );
    return row.id;
  }

  async function observe(...observations: Observation[]) {
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
    expect(result.evaluation).toMatchObject({ enqueued: 2, crossing: { direction: 'below' } });
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
    expect(result.evaluation?.enqueued).toBe(2);
    expect(await queuedAlertIds()).toEqual([atNew, between].sort());
  });

  it('running the evaluation again enqueues nothing twice', async () => {
    await alert('6.500', 'below');
    await observe({ date: '2025-10-01', value: 6.6 });
    const first = await observe({ date: '2025-10-02', value: 6.4 });
    const again = await evaluateObservation(database.db, first.latest!.id);
    const andAgain = await evaluateObservation(database.db, first.latest!.id, '6.600');
    expect(again.enqueued).toBe(0);
    expect(andAgain.enqueued).toBe(0);
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

  it('re-arms only after the rate crosses back', async () => {
    const below = await alert('6.500', 'below');
    await observe({ date: '2025-10-01', value: 6.6 });
    await observe({ date: '2025-10-02', value: 6.4 }); // fires
    await observe({ date: '2025-10-03', value: 6.3 }); // still below: nothing
    await observe({ date: '2025-10-06', value: 6.5 }); // rises to the threshold, not above it: nothing
    expect(await queuedAlertIds()).toEqual([below]);
    await observe({ date: '2025-10-07', value: 6.6 }); // crosses back: re-armed
    await observe({ date: '2025-10-08', value: 6.5 }); // fires again
    expect(await queuedAlertIds()).toEqual([below, below]);
  });

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

  it('selects the firing alerts with a range scan of the fan-out index, not a table scan', async () => {
    // 20,000 active alerts spread over 3-8 %; a 0.05-point move touches a small slice of them.
    await database.db.execute(
      sql`INSERT INTO alerts (email, rate_type, threshold, direction, status)
          SELECT 'spread' || n || '@example.com', CASE WHEN n % 2 = 0 THEN '30y' ELSE '15y' END,
                 3 + (n % 5000) * 0.001, CASE WHEN n % 4 < 2 THEN 'below' ELSE 'above' END, 'active'
            FROM generate_series(1, 20000) AS n`,
    );
    await database.db.execute(sql`ANALYZE alerts`);
    const plan = await queryRows<Record<string, string>>(
      database.db,
      sql`EXPLAIN ${fanOutQuery(1, '30y', { direction: 'below', lowest: '6.400', highest: '6.450' })}`,
    );
    const text = plan.map((row) => Object.values(row).join('')).join('\n');
    expect(text).toMatch(
      /Index (Only )?Scan using alerts_fanout_idx on alerts|Bitmap Index Scan on alerts_fanout_idx/,
    );
    expect(text).not.toMatch(/Seq Scan on alerts/);
  });
});
