// Mail dispatch: the worker's fan-out loop (startFanOutLoop) expands a fan-out while its outbox loop
// (startOutboxLoop: up to BENCH_IN_FLIGHT sends at once) sends the N alert mails to a local SMTP sink (its own process, like a relay) over
// pooled connections, after an untimed warm-up round. Its floor, measured in the same run: one of those
// mails, as the product rendered it, sent as often through a bare nodemailer pool to the same sink
// (bench/mail-floor.ts); the product's share of the floor is what the worker's own work costs.
// Run: `npx tsx bench/mail-dispatch.ts` (BENCH_MAILS=4000, BENCH_SMTP_CONNECTIONS=5, BENCH_IN_FLIGHT=200).
// BENCH_CPU_PROFILE=dir writes a .cpuprofile of each timed section only (no start-up, set-up or warm-up).
import { fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { RateType } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { evaluateObservation } from '../src/alerts/evaluate-observation.ts';
import { expandAllFanOuts } from '../src/alerts/expand-fanout.ts';
import { startFanOutLoop } from '../src/alerts/fan-out-loop.ts';
import { queryRows } from '../src/db/client.ts';
import { silentLogger } from '../src/logger.ts';
import { createMailSender } from '../src/mail/mail-sender.ts';
import { MAIL_KINDS } from '../src/mail-kinds.ts';
import { drainOutbox, startOutboxLoop } from '../src/outbox/outbox-worker.ts';
import { CONFORMING_RATE_SERIES } from '../src/rates/rate-series.ts';
import { type BenchDatabase, benchDrivers, openBenchDatabase } from './bench-database.ts';
import { floorMailsPerSecond } from './mail-floor.ts';

const mails = Number(process.env.BENCH_MAILS ?? 4000);
const warmUpMails = 200;
const connections = Number(process.env.BENCH_SMTP_CONNECTIONS ?? 5);
const maxInFlight = Number(process.env.BENCH_IN_FLIGHT ?? 200);

const sink = fork(fileURLToPath(new URL('./smtp-sink.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
});
/** Sends `message` to the sink and resolves with its next answer that has `key`. */
const ask = <T>(message: string | { waitFor: number }, key = 'received') =>
  new Promise<T>((resolve) => {
    const listener = (answer: unknown) => {
      if (typeof answer !== 'object' || answer === null || !(key in answer)) return;
      sink.off('message', listener);
      resolve(answer as T);
    };
    sink.on('message', listener);
    if (message) sink.send(message);
  });
const { port } = await ask<{ port: number }>('', 'port');
const smtpUrl = `smtp://127.0.0.1:${port}`;
const sinkCount = async () => (await ask<{ received: number }>('count')).received;
const sinkCpu = async () => (await ask<{ cpuMs: number }>('count')).cpuMs;
const profileDirectory = process.env.BENCH_CPU_PROFILE;

/** Profiles `timed` when BENCH_CPU_PROFILE is set, so a profile shows the sends and nothing else. */
async function profiled<T>(name: string, timed: () => Promise<T>): Promise<T> {
  if (!profileDirectory) return timed();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await timed();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(path.join(profileDirectory, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** N active alerts of one rate type and two observations crossing all of them. */
async function queueAlertMails(db: BenchDatabase['handle']['db'], rateType: RateType, count: number) {
  // The conforming series of the rate type: alerts fire on crossings of the series they watch.
  const series = CONFORMING_RATE_SERIES.find((candidate) => candidate.rateType === rateType);
  if (!series) throw new Error(`no conforming series for ${rateType}`);
  const { seriesId } = series;
  await db.execute(
    sql`INSERT INTO alerts (email, rate_type, series_id, threshold, direction, status, confirmed_at)
        SELECT 'bench-' || ${rateType} || '-' || n || '@example.com', ${rateType}, ${seriesId}, 6.000 + (n % 500) * 0.001,
               'below', 'active', now()
          FROM generate_series(1, ${count}) AS n`,
  );
  const [, next] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO rate_observations (series_id, rate_type, observed_on, value, source)
        VALUES (${seriesId}, ${rateType}, '2025-10-01', 6.600, 'bench'), (${seriesId}, ${rateType}, '2025-10-02', 5.900, 'bench')
        RETURNING id::text AS id`,
  );
  await evaluateObservation(db, Number(next.id));
}

// Worker CPU per mail is steadier than mails/s on a shared machine: it does not move with other processes' load.
console.log(
  '| Database | Mails | SMTP connections | Time | Mails/s | 1M mails | Worker CPU per mail | Sink CPU per mail | Floor mails/s | Share of floor |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const driver of benchDrivers()) {
  const database = await openBenchDatabase(driver);
  const { db } = database.handle;
  const sender = createMailSender({
    smtpUrl,
    mailDirectory: '',
    logger: silentLogger(),
    maxConnections: connections,
  });
  const worker = {
    db,
    sender,
    settings: {
      from: 'Mortgage Rate Notifier <alerts@bench.example>',
      publicUrl: 'https://rates.example.com',
      appUrl: 'https://rates.example.com/app',
      postalAddress: '1 Bench Street, Richmond, VA',
      secret: 'bench-secret-long-enough',
    },
    composers: MAIL_KINDS,
    logger: silentLogger(),
    batchSize: 100,
  };
  try {
    // Warm-up (JIT, SMTP and database connections), not timed.
    await queueAlertMails(db, '15y', warmUpMails);
    const sampled = ask<{ sample: string }>('sample', 'sample');
    await expandAllFanOuts(db);
    await drainOutbox(worker);
    const sample = Buffer.from((await sampled).sample, 'base64');
    const floorStart = await sinkCount();
    const floor = await floorMailsPerSecond({
      smtpUrl,
      message: sample,
      mails,
      connections,
      maxInFlight,
      allReceived: async () => {
        await ask({ waitFor: floorStart + connections * 20 + mails });
      },
    });
    await queueAlertMails(db, '30y', mails);
    const before = await sinkCount();
    const sinkCpuBefore = await sinkCpu();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await profiled(`mail-dispatch-${driver}`, async () => {
      // Both loops, as the worker runs them: the fan-out writes the mails the outbox loop sends.
      // The fan-out loop rests as long as the worker's (its job is waiting when the timing starts);
      // the outbox loop looks every 20 ms, so its first round does not wait out a rest before the mails exist.
      const fanOut = startFanOutLoop({ db, logger: worker.logger });
      const loop = startOutboxLoop({ ...worker, idleMs: 20, maxInFlight });
      // The sink answers once the last mail is in: the worker spends no CPU on asking meanwhile.
      await ask({ waitFor: before + mails });
      await Promise.all([fanOut.stop(), loop.stop()]);
    });
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuPerMailMs = (cpu.user + cpu.system) / 1000 / mails;
    const received = (await sinkCount()) - before;
    const sinkCpuPerMailMs = ((await sinkCpu()) - sinkCpuBefore) / mails;
    const [{ unsent }] = await queryRows<{ unsent: number }>(
      db,
      sql`SELECT count(*)::int AS unsent FROM mail_outbox WHERE status <> 'sent'`,
    );
    if (unsent !== 0 || received !== mails) throw new Error(`${unsent} unsent, sink got ${received}`);
    const perSecond = mails / seconds;
    console.log(
      `| ${database.label} | ${mails} | ${connections} | ${seconds.toFixed(2)} s | ${Math.round(perSecond)} | ` +
        `${(1_000_000 / perSecond / 60).toFixed(1)} min | ${cpuPerMailMs.toFixed(2)} ms | ${sinkCpuPerMailMs.toFixed(2)} ms | ` +
        `${Math.round(floor)} | ${(perSecond / floor).toFixed(2)} |`,
    );
  } finally {
    sender.close();
    await database.close();
  }
}
sink.send('stop');
