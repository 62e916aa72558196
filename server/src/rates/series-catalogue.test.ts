import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type FredTestServer, startFredTestServer } from '../../test/support/fred-test-server.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { expandAllFanOuts } from '../alerts/expand-fanout.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { checkRates } from './check-rates.ts';
import { createFredClient } from './fred-client.ts';
import type { RateSeries } from './rate-series.ts';

/** Issue 31: several catalogued series in one check, each on its own (ingestion, revisions, alerts). */

const CONFORMING_30: RateSeries = { rateType: '30y', seriesId: 'OBMMIC30YF' };
const FHA_30: RateSeries = { rateType: '30y', seriesId: 'OBMMIFHA30YF' };
const VA_30: RateSeries = { rateType: '30y', seriesId: 'OBMMIVA30YF' };

type Days = Record<string, string>;

/** FRED's JSON answer for one series: its days with the `realtime_start` FRED reports for each. */
function fredJson(days: Days, realtimeStart = '2025-10-16', revisedOn: Days = {}): string {
  return JSON.stringify({
    observations: Object.entries(days).map(([date, value]) => ({
      realtime_start: date in revisedOn ? revisedOn[date] : realtimeStart,
      realtime_end: '9999-12-31',
      date,
      value,
    })),
  });
}

forEachDatabase((driver) => {
  let database: TestDatabase;
  let fred: FredTestServer;
  /** What the local FRED answers per series id (by the request's series_id), JSON API; missing = 404. */
  let answers: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    fred = await startFredTestServer();
  });
  afterAll(async () => {
    await fred.close();
    await database.close();
  });
  beforeEach(async () => {
    fred.reset();
    answers = {};
    await database.db.execute(
      sql`TRUNCATE mail_outbox, alert_fanouts, alerts, rate_observations,
                   rate_observation_revisions, rate_checks CASCADE`,
    );
  });

  /** Answers every request of one check by the series it names. */
  function answerBySeries(count: number) {
    for (let index = 0; index < count; index += 1) {
      fred.queue.push((request: IncomingMessage, response: ServerResponse) => {
        const id = new URL(request.url ?? '/', 'http://fred.test').searchParams.get('series_id') ?? '';
        const body = answers[id];
        response.writeHead(body ? 200 : 400, { 'content-type': 'application/json' });
        response.end(
          body ??
            JSON.stringify({ error_code: 400, error_message: 'Bad Request. The series does not exist.' }),
        );
      });
    }
  }

  async function check(series: readonly RateSeries[], today = '2025-10-17') {
    answerBySeries(series.length);
    const outcomes = await checkRates({
      db: database.db,
      fred: createFredClient({
        apiKey: 'test-key',
        apiBaseUrl: fred.baseUrl,
        graphBaseUrl: fred.baseUrl,
        retry: { timeoutMs: 5000, retries: 0, baseDelayMs: 1 },
      }),
      series,
      logger: silentLogger(),
      clock: () => new Date(`${today}T12:00:00Z`),
    });
    await expandAllFanOuts(database.db);
    return outcomes;
  }

  const stored = () =>
    queryRows<{ series_id: string; days: number; newest: string; revised: number }>(
      database.db,
      sql`SELECT series_id, count(*)::int AS days, max(value)::text AS newest,
                 count(*) FILTER (WHERE revised)::int AS revised
            FROM rate_observations GROUP BY series_id ORDER BY series_id`,
    );

  async function alertOn(seriesId: string, email: string, threshold: string, direction: 'below' | 'above') {
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`INSERT INTO alerts (email, rate_type, series_id, threshold, direction, status, confirmed_at)
          VALUES (${email}, '30y', ${seriesId}, ${threshold}::numeric, ${direction}, 'active', now() - interval '1 day')
          RETURNING id`,
    );
    return row.id;
  }

  const mailedAlerts = async () =>
    (
      await queryRows<{ alert_id: string }>(
        database.db,
        sql`SELECT alert_id::text AS alert_id FROM mail_outbox WHERE kind = 'rate_alert' ORDER BY id`,
      )
    ).map((row) => row.alert_id);

  it('ingests several series in one check: one request per series, each stored under its own id', async () => {
    answers.OBMMIC30YF = fredJson({ '2025-10-14': '6.254', '2025-10-15': '6.239' });
    answers.OBMMIFHA30YF = fredJson({ '2025-10-14': '6.051', '2025-10-15': '.' });
    answers.OBMMIVA30YF = fredJson({ '2025-10-14': '5.802', '2025-10-15': '5.781' });
    const outcomes = await check([CONFORMING_30, FHA_30, VA_30]);
    expect(outcomes.map((outcome) => [outcome.seriesId, outcome.status, outcome.newObservations])).toEqual([
      ['OBMMIC30YF', 'ok', 2],
      ['OBMMIFHA30YF', 'ok', 1],
      ['OBMMIVA30YF', 'ok', 2],
    ]);
    expect(fred.seen.map((url) => url.searchParams.get('series_id'))).toEqual([
      'OBMMIC30YF',
      'OBMMIFHA30YF',
      'OBMMIVA30YF',
    ]);
    expect(await stored()).toEqual([
      { series_id: 'OBMMIC30YF', days: 2, newest: '6.254', revised: 0 },
      { series_id: 'OBMMIFHA30YF', days: 1, newest: '6.051', revised: 0 },
      { series_id: 'OBMMIVA30YF', days: 2, newest: '5.802', revised: 0 },
    ]);
  });

  it('a wrong or withdrawn id fails that series alone, named by its id, and the others go on', async () => {
    answers.OBMMIC30YF = fredJson({ '2025-10-15': '6.239' });
    const withdrawn: RateSeries = { rateType: '30y', seriesId: 'OBMMIWITHDRAWN30YF' };
    const outcomes = await check([withdrawn, CONFORMING_30]);
    expect(outcomes[0]).toMatchObject({ seriesId: 'OBMMIWITHDRAWN30YF', status: 'failed' });
    expect(outcomes[0].message).toMatch(/OBMMIWITHDRAWN30YF: the series id is wrong or withdrawn/);
    expect(outcomes[1]).toMatchObject({ seriesId: 'OBMMIC30YF', status: 'ok', newObservations: 1 });
    const checks = await queryRows<{ series_id: string; status: string }>(
      database.db,
      sql`SELECT series_id, status FROM rate_checks ORDER BY series_id`,
    );
    expect(checks).toEqual([
      { series_id: 'OBMMIC30YF', status: 'ok' },
      { series_id: 'OBMMIWITHDRAWN30YF', status: 'failed' },
    ]);
  });

  it('a revision of one series changes that series only, and mails no one', async () => {
    const conforming = { '2025-10-14': '6.254', '2025-10-15': '6.239' };
    const fha = { '2025-10-14': '6.051', '2025-10-15': '6.020' };
    answers.OBMMIC30YF = fredJson(conforming);
    answers.OBMMIFHA30YF = fredJson(fha);
    await check([CONFORMING_30, FHA_30]);
    // Alerts a correction would "cross" if it were evaluated: it never is.
    await alertOn('OBMMIFHA30YF', 'fha@example.com', '5.950', 'below');
    await alertOn('OBMMIC30YF', 'conforming@example.com', '5.950', 'below');

    answers.OBMMIC30YF = fredJson(conforming);
    answers.OBMMIFHA30YF = fredJson({ ...fha, '2025-10-15': '5.940' }, '2025-10-16', {
      '2025-10-15': '2025-10-17',
    });
    const outcomes = await check([CONFORMING_30, FHA_30]);
    expect(outcomes.map((outcome) => [outcome.seriesId, outcome.revisedObservations])).toEqual([
      ['OBMMIC30YF', 0],
      ['OBMMIFHA30YF', 1],
    ]);
    expect(await stored()).toEqual([
      { series_id: 'OBMMIC30YF', days: 2, newest: '6.254', revised: 0 },
      { series_id: 'OBMMIFHA30YF', days: 2, newest: '6.051', revised: 1 },
    ]);
    expect(await mailedAlerts()).toEqual([]);
  });

  it('an FHA alert fires on an FHA crossing and not on a conforming one', async () => {
    answers.OBMMIC30YF = fredJson({ '2025-10-14': '6.254' });
    answers.OBMMIFHA30YF = fredJson({ '2025-10-14': '6.051' });
    await check([CONFORMING_30, FHA_30], '2025-10-15');
    const fhaAlert = await alertOn('OBMMIFHA30YF', 'veteran@example.com', '6.000', 'below');
    const conformingAlert = await alertOn('OBMMIC30YF', 'buyer@example.com', '6.200', 'below');

    // The conforming rate falls through 6.2 (and through the FHA alert's 6.0 too): only its own alert fires.
    answers.OBMMIC30YF = fredJson({ '2025-10-14': '6.254', '2025-10-15': '5.990' });
    answers.OBMMIFHA30YF = fredJson({ '2025-10-14': '6.051' });
    await check([CONFORMING_30, FHA_30], '2025-10-16');
    expect(await mailedAlerts()).toEqual([conformingAlert]);

    // Now the FHA rate crosses 6.0: the FHA alert fires, once.
    answers.OBMMIC30YF = fredJson({ '2025-10-14': '6.254', '2025-10-15': '5.990' });
    answers.OBMMIFHA30YF = fredJson({ '2025-10-14': '6.051', '2025-10-16': '5.980' });
    await check([CONFORMING_30, FHA_30], '2025-10-17');
    expect(await mailedAlerts()).toEqual([conformingAlert, fhaAlert]);
    const [fanout] = await queryRows<{ series_id: string }>(
      database.db,
      sql`SELECT f.series_id FROM alert_fanouts f JOIN mail_outbox m ON m.observation_id = f.observation_id
           WHERE m.alert_id = ${fhaAlert}::uuid`,
    );
    expect(fanout.series_id).toBe('OBMMIFHA30YF');
  });
});
