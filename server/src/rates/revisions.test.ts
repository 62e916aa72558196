import type { RateHistory } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  type FredTestServer,
  fredAnswer,
  fredFixture,
  startFredTestServer,
} from '../../test/support/fred-test-server.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { expandAllFanOuts } from '../alerts/expand-fanout.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { seedSampleRates } from '../seed/seed-sample-rates.ts';
import { checkRates } from './check-rates.ts';
import { createFredClient } from './fred-client.ts';
import { ingestObservations } from './ingest-observations.ts';
import type { Observation } from './observation.ts';

interface FredJsonObservation {
  realtime_start: string;
  realtime_end: string;
  date: string;
  value: string;
}

/** The recorded JSON answer, edited: FRED's own format, as the local FRED serves it. */
function fredJson(edit: (observations: FredJsonObservation[]) => FredJsonObservation[]): string {
  const body = JSON.parse(fredFixture('OBMMIC30YF.json')) as { observations: FredJsonObservation[] };
  return JSON.stringify({ ...body, observations: edit(body.observations) });
}

/** The answer with some days' values changed, as FRED reports them on `realtimeStart`. */
function revisedJson(
  values: Record<string, string>,
  realtimeStart: string,
  extra: FredJsonObservation[] = [],
) {
  return fredJson((observations) => [
    ...observations.map((observation) =>
      observation.date in values
        ? {
            ...observation,
            value: values[observation.date],
            realtime_start: realtimeStart,
            realtime_end: realtimeStart,
          }
        : observation,
    ),
    ...extra,
  ]);
}

const series = [{ rateType: '30y' as const, seriesId: 'OBMMIC30YF' }];

forEachDatabase((driver) => {
  let database: TestDatabase;
  let testApp: TestApp;
  let fred: FredTestServer;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    testApp = createTestApp(database);
    fred = await startFredTestServer();
  });
  afterAll(async () => {
    await fred.close();
    await database.close();
  });
  beforeEach(async () => {
    fred.reset();
    await database.db.execute(
      sql`TRUNCATE mail_outbox, alert_fanouts, alerts, rate_observations, rate_observation_revisions, rate_checks CASCADE`,
    );
  });

  /** One scheduled check against the local FRED, answering `body`; the fan-out expanded as the worker would. */
  async function check(body: string, endpoint: 'json' | 'csv' = 'json') {
    fred.queue.push(fredAnswer(200, body, endpoint === 'json' ? 'application/json' : 'text/csv'));
    const [outcome] = await checkRates({
      db: database.db,
      fred: createFredClient({
        apiKey: endpoint === 'json' ? 'test-key' : undefined,
        apiBaseUrl: fred.baseUrl,
        graphBaseUrl: fred.baseUrl,
        retry: { timeoutMs: 5000, retries: 0, baseDelayMs: 1 },
      }),
      series,
      logger: silentLogger(),
      clock: () => new Date('2025-10-17T12:00:00Z'),
    });
    return { outcome, expanded: await expandAllFanOuts(database.db) };
  }

  async function alert(threshold: string, direction: 'below' | 'above') {
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`INSERT INTO alerts (email, rate_type, threshold, direction, status, confirmed_at)
          VALUES (${`${direction}-${threshold}@example.com`}, '30y', ${threshold}::numeric, ${direction}, 'active',
                  now() - interval '1 day')
          RETURNING id`,
    );
    return row.id;
  }

  async function counts() {
    const [row] = await queryRows<{ mails: number; fanouts: number; revisions: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM mail_outbox WHERE kind = 'rate_alert') AS mails,
                 (SELECT count(*)::int FROM alert_fanouts) AS fanouts,
                 (SELECT count(*)::int FROM rate_observation_revisions) AS revisions`,
    );
    return row;
  }

  async function storedDay(date: string) {
    const [row] = await queryRows<{
      id: string;
      value: string;
      revised: boolean;
      realtime_start: string | null;
      first_seen_at: string;
    }>(
      database.db,
      sql`SELECT id::text AS id, value::text AS value, revised, realtime_start::text AS realtime_start,
                 first_seen_at::text AS first_seen_at
            FROM rate_observations WHERE series_id = 'OBMMIC30YF' AND observed_on = ${date}::date`,
    );
    return row;
  }

  async function history() {
    const response = await testApp.app.request('/api/rates/history?type=30y&days=30');
    expect(response.status).toBe(200);
    return (await response.json()) as RateHistory;
  }

  it('a corrected value is stored with its revision, never fires again, and shows as revised in history', async () => {
    const below = await alert('6.250', 'below');
    // Would fire if the correction of Oct 15 (6.239 -> 6.262) were evaluated as a move.
    await alert('6.260', 'above');

    // Oct 1-14 first: the first answer is history, not a move.
    const first = await check(fredJson((observations) => observations.filter((o) => o.date <= '2025-10-14')));
    expect(first.outcome).toMatchObject({ status: 'ok', newObservations: 9, alertFanOutQueued: false });
    // Oct 15 (6.254 -> 6.239) crosses 6.250: one mail.
    const fired = await check(fredFixture('OBMMIC30YF.json'));
    expect(fired.outcome).toMatchObject({
      newObservations: 1,
      revisedObservations: 0,
      alertFanOutQueued: true,
    });
    expect(fired.expanded).toBe(1);
    expect(await counts()).toEqual({ mails: 1, fanouts: 1, revisions: 0 });
    const before = await storedDay('2025-10-15');
    expect(before).toMatchObject({ value: '6.239', revised: false, realtime_start: '2025-10-16' });

    // Two days later FRED corrects Oct 14 and Oct 15 (the newest day).
    const corrected = await check(
      revisedJson({ '2025-10-14': '6.249', '2025-10-15': '6.262' }, '2025-10-17'),
    );
    expect(corrected.outcome).toMatchObject({
      status: 'ok',
      newObservations: 0,
      revisedObservations: 2,
      latestDate: '2025-10-15',
      alertFanOutQueued: false,
    });
    expect(corrected.expanded).toBe(0);
    expect(await counts()).toEqual({ mails: 1, fanouts: 1, revisions: 2 });
    expect(await storedDay('2025-10-15')).toEqual({
      ...before,
      value: '6.262',
      revised: true,
      realtime_start: '2025-10-17',
    });
    expect(
      await queryRows(
        database.db,
        sql`SELECT observation_id::text AS observation_id, observed_on::text AS day, old_value::text AS old_value,
                   new_value::text AS new_value, realtime_start::text AS realtime_start
              FROM rate_observation_revisions ORDER BY observed_on`,
      ),
    ).toEqual([
      {
        observation_id: (await storedDay('2025-10-14')).id,
        day: '2025-10-14',
        old_value: '6.254',
        new_value: '6.249',
        realtime_start: '2025-10-17',
      },
      {
        observation_id: before.id,
        day: '2025-10-15',
        old_value: '6.239',
        new_value: '6.262',
        realtime_start: '2025-10-17',
      },
    ]);

    // The same corrected answer again changes nothing.
    const again = await check(revisedJson({ '2025-10-14': '6.249', '2025-10-15': '6.262' }, '2025-10-17'));
    expect(again.outcome).toMatchObject({ newObservations: 0, revisedObservations: 0 });
    expect(await counts()).toEqual({ mails: 1, fanouts: 1, revisions: 2 });

    // Oct 16 at 6.245 is measured from the 6.239 the alerts saw, not the corrected 6.262: a rise,
    // so the "below 6.250" alert that already fired is not fired a second time.
    const nextDay = await check(
      revisedJson({ '2025-10-14': '6.249', '2025-10-15': '6.262' }, '2025-10-17', [
        { realtime_start: '2025-10-17', realtime_end: '2025-10-17', date: '2025-10-16', value: '6.245' },
      ]),
    );
    expect(nextDay.outcome).toMatchObject({ newObservations: 1, revisedObservations: 0 });
    expect(nextDay.expanded).toBe(0);
    expect(
      await queryRows(
        database.db,
        sql`SELECT direction, lowest::text AS lowest, highest::text AS highest FROM alert_fanouts
             WHERE observation_id = ${(await storedDay('2025-10-16')).id}::bigint`,
      ),
    ).toEqual([{ direction: 'above', lowest: '6.239', highest: '6.245' }]);
    expect(await queryRows(database.db, sql`SELECT alert_id FROM mail_outbox`)).toEqual([
      { alert_id: below },
    ]);

    const points = (await history()).points;
    expect(points.filter((point) => point.date >= '2025-10-10')).toEqual([
      { date: '2025-10-10', value: 6.268, revised: false },
      { date: '2025-10-14', value: 6.249, revised: true, originalValue: 6.254 },
      { date: '2025-10-15', value: 6.262, revised: true, originalValue: 6.239 },
      { date: '2025-10-16', value: 6.245, revised: false },
    ]);
  });

  it('a second correction keeps the first published value as the original', async () => {
    await check(fredFixture('OBMMIC30YF.json'));
    await check(revisedJson({ '2025-10-15': '6.262' }, '2025-10-17'));
    const second = await check(revisedJson({ '2025-10-15': '6.258' }, '2025-10-18'));
    expect(second.outcome).toMatchObject({ revisedObservations: 1 });
    expect(
      await queryRows(
        database.db,
        sql`SELECT old_value::text AS old_value, new_value::text AS new_value FROM rate_observation_revisions ORDER BY id`,
      ),
    ).toEqual([
      { old_value: '6.239', new_value: '6.262' },
      { old_value: '6.262', new_value: '6.258' },
    ]);
    expect((await history()).points.at(-1)).toEqual({
      date: '2025-10-15',
      value: 6.258,
      revised: true,
      originalValue: 6.239,
    });
  });

  it('a wild correction is rejected like a wild new value and changes nothing', async () => {
    await check(fredFixture('OBMMIC30YF.json'));
    const wild = await check(revisedJson({ '2025-10-14': '6.250', '2025-10-15': '8.239' }, '2025-10-17'));
    expect(wild.outcome).toMatchObject({
      status: 'rejected',
      message: '2025-10-15: revised from 6.239 to 8.239, a move of 2.000 points',
    });
    expect(await counts()).toEqual({ mails: 0, fanouts: 0, revisions: 0 });
    expect(await storedDay('2025-10-14')).toMatchObject({ value: '6.254', revised: false });
    expect(await storedDay('2025-10-15')).toMatchObject({ value: '6.239', revised: false });
  });

  it('the CSV download carries no realtime_start: the first-seen time stands for it', async () => {
    await check(fredFixture('OBMMIC30YF.csv'), 'csv');
    expect(await storedDay('2025-10-15')).toMatchObject({ value: '6.239', realtime_start: null });
    const corrected = await check(
      fredFixture('OBMMIC30YF.csv').replace('2025-10-15,6.239', '2025-10-15,6.231'),
      'csv',
    );
    expect(corrected.outcome).toMatchObject({ status: 'ok', revisedObservations: 1 });
    const [revision] = await queryRows<{ realtime_start: string | null; seen: boolean }>(
      database.db,
      sql`SELECT realtime_start::text AS realtime_start, seen_at IS NOT NULL AS seen FROM rate_observation_revisions`,
    );
    expect(revision).toEqual({ realtime_start: null, seen: true });
    expect(await storedDay('2025-10-15')).toMatchObject({ value: '6.231', revised: true });
  });

  it('sample rows give way to real data without counting as revisions', async () => {
    expect(await seedSampleRates(database.db, series, { today: '2025-10-15' })).toBe(true);
    const first = await check(fredFixture('OBMMIC30YF.json'));
    expect(first.outcome).toMatchObject({ status: 'ok', revisedObservations: 0 });
    expect(await counts()).toMatchObject({ revisions: 0 });
    expect((await history()).points.every((point) => point.revised === false)).toBe(true);
  });

  /** Ingests straight into the database, as the CLI import does. */
  async function ingest(...observations: Observation[]) {
    const result = await ingestObservations(database.db, {
      seriesId: 'OBMMIC30YF',
      rateType: '30y',
      source: 'test',
      observations,
      today: '2030-01-01',
    });
    if (result.status !== 'ok') throw new Error(result.reason);
    return { ...result, expanded: await expandAllFanOuts(database.db) };
  }

  it('a correction of the newest day does not hide a move the alerts have not seen yet', async () => {
    const below = await alert('6.230', 'below');
    await ingest({ date: '2025-10-14', value: 6.254 });
    await ingest({ date: '2025-10-15', value: 6.239 });
    // Corrected past the threshold: not evaluated, so no mail for the correction itself...
    const corrected = await ingest({ date: '2025-10-15', value: 6.225 });
    expect(corrected).toMatchObject({ inserted: 0, revised: 1, evaluation: undefined, expanded: 0 });
    // ...but the next day is measured from the 6.239 the alerts saw: the fall past 6.230 mails once.
    const nextDay = await ingest({ date: '2025-10-15', value: 6.225 }, { date: '2025-10-16', value: 6.226 });
    expect(nextDay).toMatchObject({ inserted: 1, revised: 0, expanded: 1 });
    expect(await queryRows(database.db, sql`SELECT alert_id FROM mail_outbox`)).toEqual([
      { alert_id: below },
    ]);
  });

  /** What the alerts did: every fan-out and every mail, by observation date. */
  async function alertOutcome() {
    return {
      fanouts: await queryRows(
        database.db,
        sql`SELECT o.observed_on::text AS day, f.direction, f.lowest::text AS lowest, f.highest::text AS highest
              FROM alert_fanouts f JOIN rate_observations o ON o.id = f.observation_id ORDER BY 1`,
      ),
      mails: await queryRows(
        database.db,
        sql`SELECT o.observed_on::text AS day, a.email FROM mail_outbox m
              JOIN rate_observations o ON o.id = m.observation_id JOIN alerts a ON a.id = m.alert_id ORDER BY 1, 2`,
      ),
    };
  }

  type Step = { kind: 'day'; move: number } | { kind: 'revise'; back: number; by: number };

  it('corrections, wherever they fall, change nothing the alerts do (property)', async () => {
    const thousandths = (min: number, max: number) => fc.integer({ min, max }).map((n) => n / 1000);
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('day' as const), move: thousandths(-150, 150) }),
      fc.record({
        kind: fc.constant('revise' as const),
        back: fc.nat({ max: 4 }),
        by: fc.oneof(thousandths(-300, -1), thousandths(1, 300)),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        // The same days, once with FRED's corrections in between and once without any.
        const run = async (withRevisions: boolean) => {
          await database.db.execute(
            sql`TRUNCATE mail_outbox, alert_fanouts, alerts, rate_observations, rate_observation_revisions CASCADE`,
          );
          for (const [threshold, direction] of [
            ['6.450', 'below'],
            ['6.500', 'below'],
            ['6.550', 'above'],
            ['6.600', 'above'],
          ] as const) {
            await alert(threshold, direction);
          }
          const days: Observation[] = [{ date: '2025-06-02', value: 6.5 }];
          await ingest(days[0]);
          for (const next of steps) {
            if (next.kind === 'day') {
              const last = days[days.length - 1];
              const date = new Date(Date.parse(`${last.date}T00:00:00Z`) + 86_400_000)
                .toISOString()
                .slice(0, 10);
              days.push({ date, value: Number((last.value + next.move).toFixed(3)) });
              await ingest(days[days.length - 1]);
            } else if (withRevisions) {
              const day = days[Math.max(0, days.length - 1 - next.back)];
              await ingest({ date: day.date, value: Number((day.value + next.by).toFixed(3)) });
            }
          }
          return alertOutcome();
        };
        expect(await run(true)).toEqual(await run(false));
      }),
      { numRuns: 12 },
    );
  });
});
