// Lead submission throughput over real HTTP: `npm run bench -w server`.
// Starts the API as a child process (PGlite, then PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set, in a throw-away database), then drives POST /api/forms/demo/leads
// with autocannon, every request a different lead. On PostgreSQL it then drives the floor
// (bench/lead-floor-server.ts: bare node:http, JSON.parse, one INSERT through pg) with the same
// load and prints the product's share of it, the figure to compare on a shared, noisy machine.
// BENCH_SECONDS and BENCH_CONNECTIONS tune the load, BENCH_ROUNDS repeats product and floor on
// PostgreSQL, BENCH_DRIVERS=postgres skips PGlite, BENCH_CPU_PROFILE=dir profiles the servers.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const serverDirectory = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
// BENCH_PORT: another port when two checkouts benchmark on one machine.
const port = Number(process.env.BENCH_PORT ?? 3990);

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

interface RunningServer {
  url: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}

/** BENCH_CPU_PROFILE=dir: each server process writes a .cpuprofile there when it stops. */
const profileArguments = process.env.BENCH_CPU_PROFILE
  ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROFILE]
  : [];

async function startApi(environment: Record<string, string>): Promise<RunningServer> {
  return startServerProcess('src/cli/serve.ts', environment);
}

async function startServerProcess(
  script: string,
  environment: Record<string, string>,
): Promise<RunningServer> {
  const child = spawn(process.execPath, [...profileArguments, '--import', 'tsx', script], {
    cwd: serverDirectory,
    env: {
      ...process.env,
      PORT: String(port),
      WORKER: 'off',
      LOG_LEVEL: 'info',
      RATE_LIMIT_POSTS_PER_MINUTE: '1000000000',
      RATE_LIMIT_LEADS_PER_FORM_PER_MINUTE: '1000000000',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * CPU seconds a process has used (Linux /proc; undefined elsewhere). The server's CPU per lead is
 * steadier than requests/s on a shared machine, so it is the figure to compare changes by.
 */
function processCpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime (fields 14 and 15 of the whole line) in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** CPU seconds of each PostgreSQL backend serving `databaseName`, by process id (the server must run here). */
async function backendCpuSeconds(admin: pg.Client, databaseName: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
    databaseName,
  ]);
  const seconds = new Map<number, number>();
  for (const { pid } of rows) {
    const used = processCpuSeconds(pid);
    if (used !== undefined) seconds.set(pid, used);
  }
  return seconds;
}

/** Samples the CPU the database spends on the measured load: call once before, once after. */
type DatabaseCpuProbe = () => Promise<Map<number, number>>;

function databaseCpuSpent(before: Map<number, number>, after: Map<number, number>): number | undefined {
  let spent = 0;
  let seen = 0;
  for (const [pid, used] of after) {
    const earlier = before.get(pid);
    if (earlier === undefined) continue;
    spent += used - earlier;
    seen += 1;
  }
  return seen > 0 ? spent : undefined;
}

// Every request of every run is a different lead (a new address), also across warm-ups and rounds.
let sequence = 0;

async function measure(
  label: string,
  url: string,
  pid: number | undefined,
  leadPath = '/api/forms/demo/leads',
  databaseCpu?: DatabaseCpuProbe,
) {
  const nextLead = () => {
    sequence += 1;
    return JSON.stringify({
      name: `Bench Lead ${sequence}`,
      email: `bench-${process.pid}-${sequence}@example.com`,
      rateType: sequence % 2 === 0 ? '30y' : '15y',
      targetRate: 5 + (sequence % 200) / 100,
      direction: 'below',
      consent: true,
      pageUrl: 'https://partner.example/rates',
      utm: { utm_source: 'bench' },
    });
  };
  const options = {
    url,
    connections,
    requests: [
      {
        method: 'POST',
        path: leadPath,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: { body?: string }) => ({ ...request, body: nextLead() }),
      },
    ],
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, connection pools
  const databaseCpuBefore = await databaseCpu?.();
  const cpuBefore = processCpuSeconds(pid);
  const result = await autocannon({ ...options, duration: seconds });
  const cpuAfter = processCpuSeconds(pid);
  const databaseCpuAfter = await databaseCpu?.();
  const databaseSeconds =
    databaseCpuBefore && databaseCpuAfter ? databaseCpuSpent(databaseCpuBefore, databaseCpuAfter) : undefined;
  const figures = {
    database: label,
    requestsPerSecond: Math.round(result.requests.average),
    serverCpuPerLeadMs:
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : Number((((cpuAfter - cpuBefore) * 1000) / result.requests.total).toFixed(2)),
    // PostgreSQL backends only (not its WAL writer): 1/100 s ticks, so read it over 10 s runs or more.
    databaseCpuPerLeadMs:
      databaseSeconds === undefined
        ? undefined
        : Number(((databaseSeconds * 1000) / result.requests.total).toFixed(2)),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(JSON.stringify(figures));
  return figures;
}

/**
 * A route that touches no database, as a yardstick: on a shared or busy machine it shows how much
 * of the HTTP stack's own capacity the lead figures reach.
 */
async function measureBaseline(url: string) {
  const result = await autocannon({
    url: `${url}/api/analytics/config`,
    connections,
    duration: Math.min(seconds, 5),
  });
  console.log(
    JSON.stringify({
      baseline: 'GET /api/analytics/config',
      requestsPerSecond: Math.round(result.requests.average),
    }),
  );
}

async function withPglite() {
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'mrn-bench-'));
  const api = await startApi({ DATA_DIR: dataDirectory });
  try {
    await measureBaseline(api.url);
    return await measure('pglite', api.url, api.pid);
  } finally {
    await api.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

async function withPostgres(adminUrl: string) {
  const databaseName = `mrn_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'mrn-bench-'));
  const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
  const databaseCpu = () => backendCpuSeconds(admin, databaseName);
  try {
    for (let round = 1; round <= rounds; round += 1) {
      // The product first: it applies the migrations and seeds the demo form the floor stores leads for.
      const api = await startApi({ DATA_DIR: dataDirectory, DATABASE_URL: databaseUrl.href });
      let product: Awaited<ReturnType<typeof measure>>;
      try {
        product = await measure('postgres', api.url, api.pid, undefined, databaseCpu);
      } finally {
        await api.stop();
      }
      const floorServer = await startServerProcess('bench/lead-floor-server.ts', {
        DATABASE_URL: databaseUrl.href,
      });
      let floor: Awaited<ReturnType<typeof measure>>;
      try {
        floor = await measure(
          'postgres floor: node:http + JSON.parse + one INSERT (pg)',
          floorServer.url,
          floorServer.pid,
          '/leads',
          databaseCpu,
        );
      } finally {
        await floorServer.stop();
      }
      console.log(
        JSON.stringify({
          round,
          productPerFloor: Number((product.requestsPerSecond / floor.requestsPerSecond).toFixed(2)),
          product: product.requestsPerSecond,
          floor: floor.requestsPerSecond,
        }),
      );
    }
  } finally {
    await admin.query(`DROP DATABASE ${databaseName} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

console.log(
  `lead throughput: ${seconds}s, ${connections} connections, ${cpus().length} CPUs, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
const drivers = process.env.BENCH_DRIVERS?.split(',') ?? ['pglite', 'postgres'];
if (drivers.includes('pglite')) await withPglite();
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (drivers.includes('postgres')) {
  if (postgresUrl) await withPostgres(postgresUrl);
  else console.log('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
