import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../../test/support/test-database.ts';
import { connectDatabase, type DatabaseDriver, type DatabaseHandle } from '../db/client.ts';
import { defaultMigrationsDirectory, runMigrations } from '../db/migrate.ts';

const MIGRATION = '0005_alert_rules_in_typescript.sql';

/** An empty database (PGlite in memory, or a new schema on TEST_DATABASE_URL) and how to drop it. */
async function emptyDatabase(
  driver: DatabaseDriver,
): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  if (driver === 'pglite') {
    const handle = await connectDatabase({ driver });
    return { handle, close: () => handle.close() };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schemaName = `test_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schemaName}"`);
  const handle = await connectDatabase({ driver, url, schemaName, poolSize: 1 });
  return {
    handle,
    async close() {
      await handle.close();
      await admin.query(`DROP SCHEMA "${schemaName}" CASCADE`);
      await admin.end();
    },
  };
}

forEachDatabase((driver) => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let directory: string;
  beforeAll(async () => {
    // A database migrated up to the one before 0005, with alerts in it.
    directory = mkdtempSync(path.join(tmpdir(), 'mrn-migrations-'));
    for (const name of readdirSync(defaultMigrationsDirectory).filter((name) => name.endsWith('.sql'))) {
      if (name < MIGRATION)
        copyFileSync(path.join(defaultMigrationsDirectory, name), path.join(directory, name));
    }
    database = await emptyDatabase(driver);
    await runMigrations(database.handle, directory);
  });
  afterAll(async () => {
    await database.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('gives every address with alerts its row and drops the PL/pgSQL rules', async () => {
    await database.handle.runScriptTransaction(async (session) => {
      await session.exec(`
        INSERT INTO alerts (email, rate_type, threshold, direction, status) VALUES
          ('a@example.com', '30y', 6, 'below', 'pending'),
          ('a@example.com', '30y', 6.5, 'below', 'unsubscribed'),
          ('b@example.com', '15y', 5, 'above', 'pending')`);
    });
    copyFileSync(path.join(defaultMigrationsDirectory, MIGRATION), path.join(directory, MIGRATION));
    expect(await runMigrations(database.handle, directory)).toEqual({ applied: [MIGRATION] });
    await database.handle.runScriptTransaction(async (session) => {
      expect(
        await session.query('SELECT email, version::int AS version FROM alert_addresses ORDER BY email'),
      ).toEqual([
        { email: 'a@example.com', version: 1 },
        { email: 'b@example.com', version: 1 },
      ]);
      expect(
        await session.query(
          `SELECT proname FROM pg_proc WHERE proname IN ('mrn_create_alert', 'mrn_store_lead')`,
        ),
      ).toEqual([]);
    });
  });
});
