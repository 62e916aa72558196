import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { testConfig } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createAlert } from '../alerts/create-alert.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { TRACKED_RATE_SERIES } from '../rates/rate-series.ts';
import { startWorker } from './start-worker.ts';

const csv = readFileSync(new URL('../../test/fixtures/fred/OBMMIC30YF.csv', import.meta.url), 'utf8');

/** Local stand-ins for FRED (CSV download) and an SMTP relay. */
let fred: Server;
let fredUrl: string;
let smtp: SmtpSink;
let smtpUrl: string;
const recipients: string[] = [];

beforeAll(async () => {
  fred = createServer((request, response) => {
    const id = new URL(request.url ?? '/', 'http://fred.test').searchParams.get('id');
    response.writeHead(200, { 'content-type': 'text/csv' });
    response.end(id === 'OBMMIC30YF' ? csv : csv.replaceAll('OBMMIC30YF', String(id)));
  });
  await new Promise<void>((resolve) => fred.listen(0, '127.0.0.1', resolve));
  fredUrl = `http://127.0.0.1:${(fred.address() as AddressInfo).port}`;
  smtp = await startSmtpSink({
    onData(stream, session, callback) {
      stream.on('end', () => {
        recipients.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
      stream.resume();
    },
  });
  smtpUrl = smtp.url;
});

afterAll(async () => {
  await new Promise((resolve) => fred.close(resolve));
  await smtp.close();
});

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let round = 0; round < 200; round += 1) {
    const value = await probe();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition not reached');
}

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
  });

  it('checks rates at start-up, sends queued mail, and stops cleanly', async () => {
    recipients.length = 0;
    const config = testConfig({
      SMTP_URL: smtpUrl,
      FRED_GRAPH_BASE_URL: fredUrl,
      FRED_API_BASE_URL: fredUrl,
    });
    await createAlert(database.db, {
      email: `worker-${driver}@example.com`,
      rateType: '30y',
      threshold: 6,
      direction: 'below',
    });
    const worker = startWorker({ db: database.db, config, logger: silentLogger() });
    try {
      const stored = await eventually(
        () =>
          queryRows<{ count: number }>(
            database.db,
            sql`SELECT count(*)::int AS count FROM rate_observations`,
          ),
        ([row]) => row.count === 10 * TRACKED_RATE_SERIES.length,
      );
      // Ten days of every catalogued series, one request each.
      expect(stored[0].count).toBe(10 * TRACKED_RATE_SERIES.length);
      await eventually(
        async () => recipients.length,
        (count) => count === 1,
      );
      expect(recipients).toEqual([`worker-${driver}@example.com`]);
      const checks = await queryRows<{ status: string }>(
        database.db,
        sql`SELECT status FROM rate_checks ORDER BY id`,
      );
      expect(checks).toEqual(TRACKED_RATE_SERIES.map(() => ({ status: 'ok' })));
    } finally {
      await worker.stop();
    }
  }, 60_000);
});
