import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishThirtyYearRates } from '../../test/support/publish-rates.ts';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { connectDatabase, type DatabaseHandle, queryRows } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

/**
 * A worker process is SIGKILLed while a batch is in flight and then started again; every due mail
 * must reach the SMTP sink exactly once. Runs on PostgreSQL (a fresh schema) when TEST_DATABASE_URL
 * is set, else on a PGlite data directory shared by the test and the child (one at a time).
 *
 * The kill point is well defined: when message KILL_AT arrives, the sink stops accepting (holds
 * every DATA), waits for mail already accepted to be recorded as sent, then kills. So the crash
 * lands between "claimed" and "accepted" for the rows in flight, which is where a worker crash
 * must not lose or double mail. (A crash in the microseconds between the relay's "250 OK" and the
 * database update is the one window no SMTP client can close; the outbox Message-ID is then stable
 * so the receiving side can drop the duplicate.)
 */
const DUE = 30;
const KILL_AT = 12;
const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('outbox worker crash safety', () => {
  const received: string[] = [];
  let holding = false;
  let arrivals = 0;
  /** Messages that arrived before the hold and are still being accepted. */
  let parsing = 0;
  let smtp: SmtpSink;
  let smtpUrl: string;
  let child: ChildProcess | undefined;
  let onHold: (() => void) | undefined;
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'mrn-crash-'));
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const schemaName = `crash_${process.pid}_${Date.now()}`;
  let databaseUrl: string | undefined;

  async function openDatabase(): Promise<DatabaseHandle> {
    return postgresUrl
      ? connectDatabase({ driver: 'postgres', url: postgresUrl, schemaName })
      : connectDatabase({ driver: 'pglite', dataDirectory: path.join(dataDirectory, 'pglite') });
  }

  beforeAll(async () => {
    smtp = await startSmtpSink({
      onData(stream, _session, callback) {
        if (holding) {
          // Never accepted: the client dies before it can hear back.
          stream.resume();
          return;
        }
        arrivals += 1;
        if (arrivals === KILL_AT) {
          holding = true;
          stream.resume();
          onHold?.();
          return;
        }
        parsing += 1;
        simpleParser(stream)
          .then((mail) => {
            received.push(mail.messageId ?? '');
            callback();
          })
          .catch(callback)
          .finally(() => {
            parsing -= 1;
          });
      },
    });
    smtpUrl = smtp.url;

    if (postgresUrl) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA "${schemaName}"`);
      await admin.end();
      const url = new URL(postgresUrl);
      url.searchParams.set('options', `-c search_path=${schemaName}`);
      databaseUrl = url.toString();
    }
    const handle = await openDatabase();
    await runMigrations(handle);
    await handle.db.execute(
      sql`INSERT INTO alerts (email, rate_type, threshold, direction, status, confirmed_at)
          SELECT 'buyer' || n || '@example.com', '30y', 6.000 + n * 0.001, 'below', 'active', now()
            FROM generate_series(1, ${DUE}) AS n`,
    );
    await publishThirtyYearRates(
      handle.db,
      { date: '2025-10-01', value: 6.6 },
      { date: '2025-10-02', value: 5.9 },
    );
    await handle.close();
    // PGlite start-up in a loaded CI box can take tens of seconds.
  }, 240_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    await smtp.close();
    if (postgresUrl) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA "${schemaName}" CASCADE`);
      await admin.end();
    }
  });

  function startDrain(): ChildProcess {
    return spawn(process.execPath, ['--import', 'tsx', 'src/cli/outbox-drain.ts'], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATA_DIR: dataDirectory,
        DATABASE_URL: databaseUrl ?? '',
        SMTP_URL: smtpUrl,
        SECRET: 'crash-test-secret-long-enough',
        LOG_LEVEL: 'silent',
        OUTBOX_BATCH_SIZE: '5',
        // Short lease so the restarted worker may take over the dead worker's claims quickly.
        OUTBOX_LEASE_MS: '1500',
      },
    });
  }

  const exited = (process: ChildProcess) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => {
      let output = '';
      process.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      process.stderr?.on('data', (chunk) => {
        output += chunk;
      });
      process.on('exit', (code, signal) => resolve({ code, signal, output }));
    });

  it('sends every due mail exactly once across a SIGKILL and a restart', async () => {
    child = startDrain();
    const firstExit = exited(child);
    const held = new Promise<void>((resolve) => {
      onHold = resolve;
    });
    const early = await Promise.race([held.then(() => undefined), firstExit]);
    expect(early, 'the worker exited before the kill point').toBeUndefined();
    // Finish accepting what arrived before the hold, give the worker time to record it, then kill it mid-batch.
    while (parsing > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    child.kill('SIGKILL');
    expect((await firstExit).signal).toBe('SIGKILL');
    const beforeRestart = received.length;
    expect(beforeRestart).toBe(KILL_AT - 1);

    holding = false;
    // Wait out the dead worker's lease, then restart.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    child = startDrain();
    const secondExit = await exited(child);
    expect(secondExit.code, secondExit.output).toBe(0);

    expect(received).toHaveLength(DUE);
    expect(new Set(received).size).toBe(DUE);
    const handle = await openDatabase();
    try {
      const rows = await queryRows<{ status: string; count: number }>(
        handle.db,
        sql`SELECT status, count(*)::int AS count FROM mail_outbox GROUP BY status`,
      );
      expect(rows).toEqual([{ status: 'sent', count: DUE }]);
    } finally {
      await handle.close();
    }
  }, 300_000);
});
