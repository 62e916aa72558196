import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDLESS_HEADERS, slowClient } from '../test/support/slow-loris.ts';
import { openDatabase } from './db/client.ts';
import { type RunningServer, startServer } from './start-server.ts';

describe('startServer', () => {
  let running: RunningServer;
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'mrn-start-'));
  beforeAll(async () => {
    running = await startServer({
      environment: {
        PORT: '0',
        DATA_DIR: dataDirectory,
        WORKER: 'off',
        LOG_LEVEL: 'silent',
        METRICS_TOKEN: 'start-server-operator-token',
        // Small, so the slow-loris test below is quick.
        HTTP_HEADERS_TIMEOUT_MS: '500',
        HTTP_REQUEST_TIMEOUT_MS: '1000',
      },
    });
  });
  afterAll(() => running.close());

  it('serves the migrated, demo-seeded API over real HTTP on an empty data directory', async () => {
    const health = await fetch(`${running.url}/api/health`, {
      headers: { Authorization: 'Bearer start-server-operator-token' },
    });
    expect(await health.json()).toMatchObject({ status: 'ok', database: { status: 'ok', driver: 'pglite' } });
    const demo = await fetch(`${running.url}/api/forms/demo`);
    expect(demo.status).toBe(200);
    // The licence reaches the widget inside its footer's disclosures.
    expect(((await demo.json()) as { disclosures: string }).disclosures).toContain('NMLS #000000 (demo)');
  });

  it('closes a slow-loris client that sends its headers byte by byte', async () => {
    const port = Number(new URL(running.url).port);
    const outcome = await slowClient(port, ENDLESS_HEADERS, { byteIntervalMs: 20, giveUpAfterMs: 30_000 });
    expect(outcome.closedByServer).toBe(true);
  });

  it('refuses to open the embedded database from a second place while it is in use', async () => {
    await expect(openDatabase(running.config)).rejects.toThrow(/in use by process/);
  });
});
