// Mail delivery under kill -9: two real worker processes (bench/outbox-kill-worker.ts: startWorker with the
// production lease, batch and concurrency) send BENCH_MAILS alert mails, due one after another over
// BENCH_KILL_SPREAD_S seconds (0: all at once), to a relay in its own process that takes 20-50 ms to accept
// each (bench/outbox-kill-sink.ts). Every 3-5 s one worker, picked at random, is SIGKILLed and started again.
// When every row is sent (or after BENCH_KILL_LIMIT_S) it prints mails received, duplicates (one Message-ID
// twice), lost, and the delay from each row's due time to its first arrival, for all mails and for those a
// killed worker had in flight. PostgreSQL only (PGlite cannot be shared by processes).
// Run: `TEST_DATABASE_URL=postgres://... npx tsx bench/outbox-kill.ts` (BENCH_MAILS=2000, BENCH_KILL_SPREAD_S=120;
// BENCH_KILL_TRACE=N prints the send starts and arrivals of N mails that were in flight at a kill).
import { type ChildProcess, fork } from 'node:child_process';
import { openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../src/db/array-literal.ts';
import { queryRows } from '../src/db/client.ts';
import { benchPostgresUrl, openBenchDatabase } from './bench-database.ts';

const mails = Number(process.env.BENCH_MAILS ?? 2000);
const spreadSeconds = Number(process.env.BENCH_KILL_SPREAD_S ?? 120);
const limitSeconds = Number(process.env.BENCH_KILL_LIMIT_S ?? spreadSeconds + 300);
const killEveryMs = { min: 3000, max: 5000 };
const workerCount = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const outboxIdOf = (messageId: string) => Number(/<outbox-(\d+)@/.exec(messageId)?.[1] ?? Number.NaN);

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}
const seconds = (ms: number) => (Number.isNaN(ms) ? '-' : `${(ms / 1000).toFixed(1)} s`);
const spreadOf = (delays: number[]) => {
  const sorted = [...delays].sort((first, second) => first - second);
  return `${seconds(percentile(sorted, 0.5))} / ${seconds(percentile(sorted, 0.99))} / ${seconds(sorted.at(-1) ?? Number.NaN)}`;
};

// The relay: each accepted message arrives here as { messageId, at }.
const arrivals = new Map<number, number[]>();
/** When each row was handed to a worker's mail sender: { pid, at } per attempt. */
const sendStarts = new Map<number, { pid: number; at: number }[]>();
const sink = fork(fileURLToPath(new URL('./outbox-kill-sink.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
});
const sinkPort = await new Promise<number>((resolve) => {
  sink.on('message', (message: { port?: number; messageId?: string; at?: number }) => {
    if (message.port) resolve(message.port);
    if (message.messageId && message.at) {
      const id = outboxIdOf(message.messageId);
      arrivals.set(id, [...(arrivals.get(id) ?? []), message.at]);
    }
  });
});

const database = await openBenchDatabase('postgres');
const { db } = database.handle;
const [{ schema }] = await queryRows<{ schema: string }>(db, sql`SELECT current_schema() AS schema`);
const workerDatabaseUrl = new URL(benchPostgresUrl ?? '');
workerDatabaseUrl.searchParams.set('options', `-c search_path=${schema}`);
const logFile = path.join(tmpdir(), `outbox-kill-workers-${process.pid}.log`);
const log = openSync(logFile, 'a');

interface WorkerProcess {
  child: ChildProcess;
  /** Outbox rows this process has handed to the mail sender. */
  started: Set<number>;
  ready: Promise<void>;
  /** Resolves once the process has exited and its IPC channel is drained. */
  gone: Promise<void>;
}

function startWorkerProcess(): WorkerProcess {
  const child = fork(fileURLToPath(new URL('./outbox-kill-worker.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', log, log, 'ipc'],
    env: {
      ...process.env,
      DATABASE_URL: workerDatabaseUrl.toString(),
      SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
      SECRET: 'outbox-kill-bench-secret',
      DATA_DIR: path.join(tmpdir(), 'outbox-kill-data'),
      MAIL_FROM: 'Mortgage Rate Notifier <alerts@bench.example>',
      LOG_LEVEL: 'warn',
    },
  });
  const started = new Set<number>();
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`a worker exited at start-up (code ${code}); see ${logFile}`)),
    );
    child.on('message', (message: { started?: string; ready?: boolean }) => {
      if (message.started) {
        const id = outboxIdOf(message.started);
        started.add(id);
        sendStarts.set(id, [...(sendStarts.get(id) ?? []), { pid: child.pid ?? 0, at: Date.now() }]);
      }
      if (message.ready) resolve();
    });
  });
  // A restarted worker may be killed before it is ready; only the first two are waited for.
  ready.catch(() => {});
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const disconnected = new Promise<void>((resolve) => child.once('disconnect', () => resolve()));
  return { child, started, ready, gone: Promise.all([exited, disconnected]).then(() => undefined) };
}

interface Kill {
  at: number;
  /** Rows the killed process had started sending and not recorded as sent. */
  inFlight: number[];
}

const workers: WorkerProcess[] = [];
try {
  workers.push(...Array.from({ length: workerCount }, startWorkerProcess));
  await Promise.all(workers.map((worker) => worker.ready));

  // One active alert per person, two observations crossing every threshold, and one alert mail per alert,
  // due one after another over the spread (direct outbox rows: the fan-out's combine window would only add a
  // fixed wait). Due times are the database's clock, arrivals the relay's: one machine, one clock.
  await db.execute(
    sql`INSERT INTO alerts (email, rate_type, threshold, direction, status, confirmed_at)
        SELECT 'kill-' || n || '@example.com', '30y', 6.000 + (n % 500) * 0.001, 'below', 'active', now()
          FROM generate_series(1, ${mails}) AS n`,
  );
  const [, crossing] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO rate_observations (series_id, rate_type, observed_on, value, source)
        VALUES ('OBMMIC30YF', '30y', '2025-10-01', 6.600, 'bench'), ('OBMMIC30YF', '30y', '2025-10-02', 5.900, 'bench')
        RETURNING id::text AS id`,
  );
  const queued = await queryRows<{ id: string; due_ms: string }>(
    db,
    sql`INSERT INTO mail_outbox (kind, alert_id, observation_id, next_attempt_at)
        SELECT 'rate_alert', id, ${Number(crossing.id)},
               now() + (row_number() OVER (ORDER BY created_at, id) - 1) * ${(spreadSeconds * 1000) / mails}
                       * interval '1 millisecond'
          FROM alerts
        RETURNING id::text AS id, (extract(epoch FROM next_attempt_at) * 1000)::bigint::text AS due_ms`,
  );
  const dueAt = new Map(queued.map((row) => [Number(row.id), Number(row.due_ms)]));
  const startedAt = Date.now();

  const unsent = async () =>
    (
      await queryRows<{ count: number }>(
        db,
        sql`SELECT count(*)::int AS count FROM mail_outbox WHERE status <> 'sent'`,
      )
    )[0].count;

  const kills: Kill[] = [];
  while (Date.now() - startedAt < limitSeconds * 1000) {
    await sleep(killEveryMs.min + Math.random() * (killEveryMs.max - killEveryMs.min));
    if ((await unsent()) === 0) break;
    const slot = Math.floor(Math.random() * workers.length);
    const victim = workers[slot];
    const at = Date.now();
    victim.child.kill('SIGKILL');
    await victim.gone;
    // The dead process can record nothing more, and its claims stay leased: what is not sent now was in flight.
    const inFlight = await queryRows<{ id: string }>(
      db,
      sql`SELECT id::text AS id FROM mail_outbox
           WHERE id = ANY(${arrayLiteral([...victim.started])}::bigint[]) AND status <> 'sent'`,
    );
    kills.push({ at, inFlight: inFlight.map((row) => Number(row.id)) });
    workers[slot] = startWorkerProcess();
  }
  const finishedAt = Date.now();
  // A message accepted just now may still be on its way over IPC.
  await sleep(1000);
  for (const worker of workers) worker.child.kill('SIGTERM');
  await Promise.all(workers.map((worker) => worker.gone));

  const statuses = await queryRows<{ status: string; count: number }>(
    db,
    sql`SELECT status, count(*)::int AS count FROM mail_outbox GROUP BY status ORDER BY status`,
  );
  const reclaimed = await queryRows<{ id: string }>(
    db,
    sql`SELECT id::text AS id FROM mail_outbox WHERE attempts > 1`,
  );
  const attempts = await queryRows<{ attempts: number; count: number }>(
    db,
    sql`SELECT attempts, count(*)::int AS count FROM mail_outbox GROUP BY attempts ORDER BY attempts`,
  );
  const dropped = await new Promise<number>((resolve) => {
    sink.once('message', (message: { dropped: number }) => resolve(message.dropped));
    sink.send('dropped');
  });

  // Mails a killed process had in flight (by its own account), and rows claimed more than once (which,
  // with a relay that never fails, only a lease left behind by a killed process causes).
  const inFlightAtKill = new Map<number, number>();
  for (const kill of kills)
    for (const id of kill.inFlight) if (!inFlightAtKill.has(id)) inFlightAtKill.set(id, kill.at);
  const crashed = new Set([...inFlightAtKill.keys(), ...reclaimed.map((row) => Number(row.id))]);

  const at = (time: number) => `+${((time - startedAt) / 1000).toFixed(2)} s`;
  const received = [...dueAt.keys()].filter((id) => arrivals.has(id));
  const duplicates = [...arrivals.values()].reduce((sum, times) => sum + times.length - 1, 0);
  const lost = mails - received.length;
  const unexpected = [...arrivals.keys()].filter((id) => !dueAt.has(id)).length;
  const delay = (id: number) => Math.min(...(arrivals.get(id) ?? [])) - (dueAt.get(id) ?? 0);
  const crashedDelays = [...crashed].filter((id) => arrivals.has(id)).map(delay);
  const afterKill = [...inFlightAtKill]
    .filter(([id]) => arrivals.has(id))
    .map(([id, at]) => delay(id) + (dueAt.get(id) ?? 0) - at);

  console.log(
    `PostgreSQL, ${workerCount} workers (production lease, batch and concurrency), relay 20-50 ms per message, ` +
      `${mails} mails due over ${spreadSeconds} s, SIGKILL every 3-5 s; ${((finishedAt - startedAt) / 1000).toFixed(0)} s until all sent`,
  );
  console.log(
    '| Queued | Received | Duplicates | Lost | Kills (with mail in flight) | Delay p50 / p99 / max | In flight at a kill | Their delay p50 / p99 / max | ... from the kill |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${mails} | ${received.length} | ${duplicates} | ${lost} | ${kills.length} (${kills.filter((kill) => kill.inFlight.length > 0).length}) | ` +
      `${spreadOf(received.map(delay))} | ${crashed.size} | ${spreadOf(crashedDelays)} | ${spreadOf(afterKill)} |`,
  );
  console.log(
    `Outbox rows: ${statuses.map((row) => `${row.count} ${row.status}`).join(', ')}; claimed more than once: ${reclaimed.length} ` +
      `(claims per row: ${attempts.map((row) => `${row.count} x ${row.attempts}`).join(', ')}); ` +
      `in flight by the killed workers' account: ${inFlightAtKill.size}; dropped by the relay (client gone before its 250): ${dropped}` +
      (unexpected > 0 ? `; ${unexpected} messages that were not queued` : ''),
  );
  // Which window each duplicate came through: the relay accepted the first copy before the kill and the worker
  // had not recorded it yet, or after the kill (the relay answered a client that was already gone).
  let acceptedBeforeKill = 0;
  let acceptedAfterKill = 0;
  for (const [id, times] of arrivals) {
    if (times.length < 2) continue;
    const first = Math.min(...times);
    const candidates = kills.filter((kill) => kill.inFlight.includes(id));
    const kill = (candidates.length > 0 ? candidates : kills).reduce<Kill | undefined>(
      (nearest, candidate) =>
        nearest === undefined || Math.abs(candidate.at - first) < Math.abs(nearest.at - first)
          ? candidate
          : nearest,
      undefined,
    );
    if (kill && first <= kill.at) acceptedBeforeKill += 1;
    if (kill && first > kill.at) acceptedAfterKill += 1;
    console.log(
      `Duplicate outbox ${id}: copies at ${times.map(at).join(', ')}; ` +
        (kill
          ? `the relay accepted the first copy ${Math.abs(first - kill.at)} ms ${first <= kill.at ? 'before' : 'after'} ` +
            `the kill at ${at(kill.at)}${kill.inFlight.includes(id) ? ', which left it unrecorded' : ''}`
          : 'no kill'),
    );
  }
  console.log(
    `Duplicates whose first copy the relay accepted before the kill (not recorded in time): ${acceptedBeforeKill}; ` +
      `after the kill (answered to a dead client): ${acceptedAfterKill}`,
  );
  // Where a crashed mail's time went: its send starts (which process) and arrivals, from the run start.
  for (const id of [...inFlightAtKill.keys()].slice(0, Number(process.env.BENCH_KILL_TRACE ?? 0))) {
    console.log(
      `Outbox ${id}: due ${at(dueAt.get(id) ?? 0)}, killed ${at(inFlightAtKill.get(id) ?? 0)}, sends started ` +
        `${(sendStarts.get(id) ?? []).map((start) => `${at(start.at)} (pid ${start.pid})`).join(', ')}, arrived ` +
        `${(arrivals.get(id) ?? []).map(at).join(', ')}`,
    );
  }
  const logged = (await readFile(logFile, 'utf8')).split('\n').filter((line) => line.includes('"level":50'));
  console.log(`Worker errors logged: ${logged.length} (${logFile})`);
} finally {
  for (const worker of workers) worker.child.kill('SIGKILL');
  await database.close();
  sink.send('stop');
}
