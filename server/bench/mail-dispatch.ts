// Mail dispatch: the outbox worker sends N alert mails to a local SMTP sink over pooled connections.
// Run: `npx tsx bench/mail-dispatch.ts` (BENCH_MAILS=2000, BENCH_SMTP_CONNECTIONS=5).
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { evaluateObservation } from '../src/alerts/evaluate-observation.ts';
import { queryRows } from '../src/db/client.ts';
import { silentLogger } from '../src/logger.ts';
import { createMailSender } from '../src/mail/mail-sender.ts';
import { drainOutbox } from '../src/outbox/outbox-worker.ts';
import { benchDrivers, openBenchDatabase } from './bench-database.ts';

const mails = Number(process.env.BENCH_MAILS ?? 2000);
const connections = Number(process.env.BENCH_SMTP_CONNECTIONS ?? 5);

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      received += 1;
      callback();
    });
    stream.resume();
  },
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;

console.log('| Database | Mails | SMTP connections | Time | Mails/s |');
console.log('|---|---|---|---|---|');
for (const driver of benchDrivers()) {
  const database = await openBenchDatabase(driver);
  const { db } = database.handle;
  const sender = createMailSender({
    smtpUrl,
    mailDirectory: '',
    logger: silentLogger(),
    maxConnections: connections,
  });
  try {
    await db.execute(
      sql`INSERT INTO alerts (email, rate_type, threshold, direction, status, confirmed_at)
          SELECT 'bench' || n || '@example.com', '30y', 6.000 + (n % 500) * 0.001, 'below', 'active', now()
            FROM generate_series(1, ${mails}) AS n`,
    );
    const [, next] = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO rate_observations (series_id, rate_type, observed_on, value, source)
          VALUES ('OBMMIC30YF', '30y', '2025-10-01', 6.600, 'bench'), ('OBMMIC30YF', '30y', '2025-10-02', 5.900, 'bench')
          RETURNING id::text AS id`,
    );
    await evaluateObservation(db, Number(next.id));
    received = 0;
    const started = performance.now();
    const report = await drainOutbox({
      db,
      sender,
      settings: {
        from: 'Mortgage Rate Notifier <alerts@bench.example>',
        publicUrl: 'https://rates.example.com',
        postalAddress: '1 Bench Street, Richmond, VA',
        secret: 'bench-secret-long-enough',
      },
      logger: silentLogger(),
      batchSize: 100,
    });
    const seconds = (performance.now() - started) / 1000;
    if (report.sent !== mails || received !== mails)
      throw new Error(`sent ${report.sent}, sink got ${received}`);
    console.log(
      `| ${database.label} | ${mails} | ${connections} | ${seconds.toFixed(2)} s | ${Math.round(mails / seconds)} |`,
    );
  } finally {
    sender.close();
    await database.close();
  }
}
await new Promise<void>((resolve) => sink.close(() => resolve()));
