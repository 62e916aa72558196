import { RATE_SERIES_IDS } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { seedSampleRates } from '../seed/seed-sample-rates.ts';
import { checkRates } from './check-rates.ts';
import { FetchFailedError } from './fetch-with-retry.ts';
import type { FredClient } from './fred-client.ts';
import { ingestObservations } from './ingest-observations.ts';

forEachDatabase((driver) => {
  let database: TestDatabase;
  let testApp: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    testApp = createTestApp(database);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE mail_outbox, alerts, rate_observations, rate_checks CASCADE`);
  });

  const get = (path: string) => testApp.app.request(path);

  it('answers 503 in the error shape before any rate is known', async () => {
    const response = await get('/api/rates/current');
    expect(response.status).toBe(503);
    expect((await errorBody(response)).code).toBe('rates_unavailable');
  });

  it('serves the newest 30y and 15y values with FRED attribution and the check time', async () => {
    const answers: Record<string, { date: string; value: number }[]> = {
      OBMMIC30YF: [
        { date: '2025-10-14', value: 6.254 },
        { date: '2025-10-15', value: 6.239 },
      ],
      OBMMIC15YF: [{ date: '2025-10-15', value: 5.507 }],
    };
    const fred: FredClient = { endpoint: 'csv', observations: async (seriesId) => answers[seriesId] };
    const clock = () => new Date('2025-10-16T12:05:00Z');
    await checkRates({
      db: database.db,
      fred,
      logger: silentLogger(),
      clock,
      series: [
        { rateType: '30y', seriesId: 'OBMMIC30YF' },
        { rateType: '15y', seriesId: 'OBMMIC15YF' },
      ],
    });
    const response = await get('/api/rates/current');
    expect(response.status).toBe(200);
    const { series: catalogue, ...headline } = await response.json();
    // Every catalogued series, in catalogue order; one FRED has nothing for yet is null, never 0.
    expect(catalogue.map((entry: { id: string }) => entry.id)).toEqual(RATE_SERIES_IDS);
    expect(catalogue[0]).toEqual({
      id: 'OBMMIC30YF',
      program: 'conforming',
      term: '30y',
      label: '30-year fixed',
      source: expect.stringContaining('Optimal Blue'),
      value: 6.239,
      date: '2025-10-15',
      sample: false,
    });
    expect(catalogue.find((entry: { id: string }) => entry.id === 'OBMMIFHA30YF')).toMatchObject({
      program: 'fha',
      label: '30-year FHA',
      value: null,
      date: null,
    });
    expect(headline).toEqual({
      rates: [
        { type: '30y', value: 6.239, date: '2025-10-15' },
        { type: '15y', value: 5.507, date: '2025-10-15' },
      ],
      source: {
        name: 'FRED, Federal Reserve Bank of St. Louis',
        notice:
          'This product uses the FRED® API but is not endorsed or certified by the Federal Reserve Bank of St. Louis.',
        series: [
          {
            type: '30y',
            seriesId: 'OBMMIC30YF',
            observationDate: '2025-10-15',
            url: 'https://fred.stlouisfed.org/series/OBMMIC30YF',
          },
          {
            type: '15y',
            seriesId: 'OBMMIC15YF',
            observationDate: '2025-10-15',
            url: 'https://fred.stlouisfed.org/series/OBMMIC15YF',
          },
        ],
      },
      checkedAt: '2025-10-16T12:05:00.000Z',
      sample: false,
    });
  });

  it('a first FRED check after the sample year fetches the whole history and replaces the sample rows', async () => {
    const series = [{ rateType: '30y' as const, seriesId: 'OBMMIC30YF' }];
    expect(await seedSampleRates(database.db, series, { today: '2025-10-15' })).toBe(true);
    const asked: (string | undefined)[] = [];
    const fred: FredClient = {
      endpoint: 'csv',
      observations: async (_seriesId, options) => {
        asked.push(options?.since);
        return [
          { date: '2025-10-14', value: 6.254 },
          { date: '2025-10-15', value: 6.239 },
        ];
      },
    };
    const check = () =>
      checkRates({
        db: database.db,
        fred,
        logger: silentLogger(),
        series,
        clock: () => new Date('2025-10-16T12:00:00Z'),
      });
    await check();
    await check();
    // Sample rows do not count as known history; the second check overlaps the real data only.
    expect(asked).toEqual([undefined, '2025-10-01']);
    expect(
      await queryRows(
        database.db,
        sql`SELECT observed_on::text AS day, sample FROM rate_observations ORDER BY 1`,
      ),
    ).toEqual([
      { day: '2025-10-14', sample: false },
      { day: '2025-10-15', sample: false },
    ]);
    expect((await (await get('/api/rates/current')).json()).sample).toBe(false);
  });

  it('records a failed check without touching stored data', async () => {
    const fred: FredClient = {
      endpoint: 'csv',
      observations: async () => {
        throw new FetchFailedError('HTTP 503 (after 4 attempts)');
      },
    };
    const [outcome] = await checkRates({
      db: database.db,
      fred,
      logger: silentLogger(),
      series: [{ rateType: '30y', seriesId: 'OBMMIC30YF' }],
    });
    expect(outcome).toMatchObject({ status: 'failed', message: 'HTTP 503 (after 4 attempts)' });
    expect(await queryRows(database.db, sql`SELECT status FROM rate_checks`)).toEqual([{ status: 'failed' }]);
  });

  it('returns history points counted back from the newest day, oldest first', async () => {
    await ingestObservations(database.db, {
      seriesId: 'OBMMIC30YF',
      rateType: '30y',
      source: 'test',
      today: '2030-01-01',
      observations: [
        { date: '2025-01-02', value: 6.9 },
        { date: '2025-10-01', value: 6.35 },
        { date: '2025-10-15', value: 6.24 },
      ],
    });
    const response = await get('/api/rates/history?type=30y&days=30');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      type: '30y',
      series: 'OBMMIC30YF',
      label: '30-year fixed',
      points: [
        { date: '2025-10-01', value: 6.35, revised: false },
        { date: '2025-10-15', value: 6.24, revised: false },
      ],
    });
    const everything = (await (await get('/api/rates/history?type=30y')).json()) as { points: unknown[] };
    expect(everything.points).toHaveLength(3);
  });

  it('answers the history of any catalogued series by its id, and only that series', async () => {
    for (const [seriesId, value] of [
      ['OBMMIC30YF', 6.24],
      ['OBMMIFHA30YF', 6.01],
    ] as const) {
      await ingestObservations(database.db, {
        seriesId,
        rateType: '30y',
        source: 'test',
        today: '2030-01-01',
        observations: [{ date: '2025-10-15', value }],
      });
    }
    const response = await get('/api/rates/history?series=OBMMIFHA30YF&days=30');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      type: '30y',
      series: 'OBMMIFHA30YF',
      label: '30-year FHA',
      points: [{ date: '2025-10-15', value: 6.01, revised: false }],
    });
  });

  it('refuses an unknown series with a 422 that names the field and lists the catalogue', async () => {
    const response = await get('/api/rates/history?series=OBMMIXYZ30YF');
    expect(response.status).toBe(422);
    const error = await errorBody(response);
    expect(error.fields?.series).toContain('OBMMIFHA30YF');
    expect(error.fields?.series).toContain('OBMMIC15YF');
  });

  it.each([
    '/api/rates/history',
    '/api/rates/history?type=20y',
    '/api/rates/history?type=30y&days=0',
    '/api/rates/history?type=30y&days=-5',
    '/api/rates/history?type=30y&days=1.5',
    '/api/rates/history?type=30y&days=99999',
    '/api/rates/history?type=30y&days=abc',
  ])('answers 422 in the error shape for %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(422);
    expect((await errorBody(response)).code).toBe('validation_failed');
  });

  it('never answers 5xx to any query string (fuzzed)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), fc.string(), async (type, days, extra) => {
        const query = new URLSearchParams({ type, days, [extra]: extra });
        const response = await get(`/api/rates/history?${query}`);
        expect(response.status).toBeLessThan(500);
        if (response.status !== 200) expect((await errorBody(response)).code).toBe('validation_failed');
      }),
      { numRuns: 60 },
    );
  });
});
