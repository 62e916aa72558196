import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { expandAllFanOuts } from '../alerts/expand-fanout.ts';
import { queryRows } from '../db/client.ts';
import { signToken } from '../mail/signed-token.ts';
import { ingestObservations } from '../rates/ingest-observations.ts';
import { parseFredCsv } from '../rates/parse-fred-csv.ts';
import { CONFORMING_RATE_SERIES, TRACKED_RATE_SERIES } from '../rates/rate-series.ts';
import { seedSampleRates } from './seed-sample-rates.ts';

/** A Wednesday: the sample year ends on Tuesday 2025-10-14. */
const TODAY = '2025-10-15';

forEachDatabase((driver) => {
  let database: TestDatabase;
  let testApp: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    testApp = createTestApp(database);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(
      sql`TRUNCATE mail_outbox, alert_fanouts, alerts, rate_observations, rate_checks CASCADE`,
    );
  });

  const series = () => CONFORMING_RATE_SERIES;
  const seed = () => seedSampleRates(database.db, series(), { today: TODAY });
  const observationCounts = () =>
    queryRows<{ series_id: string; total: number; samples: number; first: string; last: string }>(
      database.db,
      sql`SELECT series_id, count(*)::int AS total, count(*) FILTER (WHERE sample)::int AS samples,
                 min(observed_on)::text AS first, max(observed_on)::text AS last
            FROM rate_observations GROUP BY series_id ORDER BY series_id`,
    );
  const currentRates = async () => (await testApp.app.request('/api/rates/current')).json();

  /** Ingests a FRED CSV the way `rates:import` does. */
  const importCsv = (csv: string) =>
    ingestObservations(database.db, {
      seriesId: 'OBMMIC30YF',
      rateType: '30y',
      source: 'csv-import',
      observations: parseFredCsv(csv),
      today: '2025-10-16',
    });

  it('seeds a sample year of every catalogued series, each program at its own level', async () => {
    expect(await seedSampleRates(database.db, TRACKED_RATE_SERIES, { today: TODAY })).toBe(true);
    const counts = await observationCounts();
    expect(counts.map((row) => row.series_id).sort()).toEqual(
      TRACKED_RATE_SERIES.map((tracked) => tracked.seriesId).sort(),
    );
    for (const row of counts) expect(row.samples).toBe(row.total);
    const current = await currentRates();
    const latestOf = (id: string) =>
      current.series.find((entry: { id: string }) => entry.id === id)?.value as number;
    expect(current.sample).toBe(true);
    expect(current.series.every((entry: { sample: boolean }) => entry.sample)).toBe(true);
    expect(latestOf('OBMMIFHA30YF')).toBeLessThan(latestOf('OBMMIC30YF'));
    expect(latestOf('OBMMIJUMBO30YF')).toBeGreaterThan(latestOf('OBMMIC30YF'));
  });

  it('seeds a year of both series on an empty database, marked sample, ending on the last business day', async () => {
    expect(await seed()).toBe(true);
    const counts = await observationCounts();
    expect(counts.map((row) => row.series_id)).toEqual(['OBMMIC15YF', 'OBMMIC30YF']);
    for (const row of counts) {
      expect(row.total).toBeGreaterThanOrEqual(250);
      expect(row.samples).toBe(row.total);
      expect(row.last).toBe('2025-10-14');
      expect(row.first < '2024-10-20').toBe(true);
    }
    const [{ weekendDays }] = await queryRows<{ weekendDays: number }>(
      database.db,
      sql`SELECT count(*)::int AS "weekendDays" FROM rate_observations WHERE extract(isodow FROM observed_on) > 5`,
    );
    expect(weekendDays).toBe(0);
    const history = await (await testApp.app.request('/api/rates/history?type=30y&days=30')).json();
    expect(history.points.length).toBeGreaterThanOrEqual(20);
  });

  it('does not seed again, nor over real data', async () => {
    expect(await seed()).toBe(true);
    const seeded = await observationCounts();
    expect(await seed()).toBe(false);
    expect(await observationCounts()).toEqual(seeded);

    await database.db.execute(sql`TRUNCATE rate_observations`);
    await importCsv('observation_date,OBMMIC30YF\n2025-10-14,6.301\n');
    expect(await seed()).toBe(false);
    expect(await observationCounts()).toEqual([
      { series_id: 'OBMMIC30YF', total: 1, samples: 0, first: '2025-10-14', last: '2025-10-14' },
    ]);
  });

  it('stores one sample year when two processes start together', async () => {
    const outcomes = await Promise.all([seed(), seed(), seed()]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const counts = await observationCounts();
    expect(counts).toHaveLength(2);
    expect(counts[0].total).toBe(counts[1].total);
  });

  it('answers sample: true on /api/rates/current while the newest values are sample', async () => {
    await seed();
    const body = await currentRates();
    expect(body.sample).toBe(true);
    expect(body.rates.map((rate: { type: string; date: string }) => [rate.type, rate.date])).toEqual([
      ['30y', '2025-10-14'],
      ['15y', '2025-10-14'],
    ]);
    expect(body.checkedAt).toBeNull();
  });

  it('a real value on a sample date replaces it and the series drops its other sample rows', async () => {
    await seed();
    const result = await importCsv('observation_date,OBMMIC30YF\n2025-10-13,6.402\n2025-10-14,6.388\n');
    expect(result).toMatchObject({
      status: 'ok',
      inserted: 2,
      latest: { date: '2025-10-14', value: '6.388' },
    });
    expect(await observationCounts()).toEqual([
      expect.objectContaining({ series_id: 'OBMMIC15YF', samples: expect.any(Number) }),
      { series_id: 'OBMMIC30YF', total: 2, samples: 0, first: '2025-10-13', last: '2025-10-14' },
    ]);
    const body = await currentRates();
    expect(body.rates[0]).toEqual({ type: '30y', value: 6.388, date: '2025-10-14' });
    // The 15-year rate is still the sample one, so the answer as a whole is still sample.
    expect(body.sample).toBe(true);
  });

  it('a real value far from the sample year is accepted (only real data anchors the move check)', async () => {
    await seed();
    const result = await importCsv('observation_date,OBMMIC30YF\n2025-10-15,9.125\n');
    expect(result.status).toBe('ok');
  });

  it('sample rows fire nothing; an imported value crossing a threshold from the last sample fires once', async () => {
    // An alert that the sample year itself crosses many times over must stay quiet while seeding.
    const email = 'buyer@example.com';
    await database.db.execute(
      sql`INSERT INTO alerts (email, rate_type, threshold, direction, status, confirmed_at)
          VALUES ('quiet@example.com', '30y', 6.5, 'below', 'active', now())`,
    );
    await seed();
    expect(await expandAllFanOuts(database.db)).toBe(0);

    const [lastSample] = await queryRows<{ value: string }>(
      database.db,
      sql`SELECT value::text AS value FROM rate_observations
           WHERE series_id = 'OBMMIC30YF' ORDER BY observed_on DESC LIMIT 1`,
    );
    const threshold = Number((Number(lastSample.value) - 0.01).toFixed(3));
    const created = await postJson(testApp.app, '/api/alerts', {
      email,
      rateType: '30y',
      threshold,
      direction: 'below',
    });
    expect(created.status).toBe(202);
    const [{ id }] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM alerts WHERE email = ${email}`,
    );
    const confirmToken = signToken(testApp.config.SECRET, { purpose: 'confirm', subject: id });
    const confirmed = await testApp.app.request(`/api/alerts/confirm?token=${confirmToken}`, {
      method: 'POST',
    });
    expect(confirmed.status).toBe(200);

    const below = (threshold - 0.05).toFixed(3);
    const csv = `observation_date,OBMMIC30YF\n2025-10-15,${below}\n`;
    expect(await importCsv(csv)).toMatchObject({ status: 'ok', evaluation: { queued: true } });
    expect(await importCsv(csv)).toMatchObject({ status: 'ok', inserted: 0 });
    await expandAllFanOuts(database.db);
    const alertMails = await queryRows<{ email: string }>(
      database.db,
      sql`SELECT a.email FROM mail_outbox m JOIN alerts a ON a.id = m.alert_id WHERE m.kind = 'rate_alert'`,
    );
    expect(alertMails).toEqual([{ email }]);
  });
});
