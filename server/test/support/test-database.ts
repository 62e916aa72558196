import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, it } from 'vitest';
import {
  connectDatabase,
  type Database,
  type DatabaseDriver,
  type DatabaseHandle,
} from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabaseDrivers: DatabaseDriver[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  driver: DatabaseDriver;
  handle: DatabaseHandle;
  db: Database;
  /** Closes connections and, on PostgreSQL, drops this run's schema. */
  close(): Promise<void>;
}

/**
 * A migrated PGlite database as a dump, made once per test process: starting from it takes about half
 * the time of running every migration again, and server tests open some sixty databases.
 */
let migratedPglite: Promise<Blob> | undefined;

function migratedPgliteDump(): Promise<Blob> {
  migratedPglite ??= (async () => {
    const handle = await connectDatabase({ driver: 'pglite' });
    await runMigrations(handle);
    // drizzle's pglite database exposes its client as `$client` (public API; Database hides the driver).
    const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await handle.close();
    return dump;
  })();
  return migratedPglite;
}

/**
 * A fresh, migrated database: PGlite in memory, or a brand-new schema on TEST_DATABASE_URL so
 * parallel runs and parallel test files never see each other's rows.
 */
export async function createTestDatabase(driver: DatabaseDriver = 'pglite'): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const handle = await connectDatabase({ driver: 'pglite', startFrom: await migratedPgliteDump() });
    // Finds every migration already applied (a no-op), and would apply one the dump lacked.
    await runMigrations(handle);
    return { driver, handle, db: handle.db, close: () => handle.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schemaName = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA "${schemaName}"`);
  } finally {
    await admin.end();
  }
  const handle = await connectDatabase({ driver: 'postgres', url, schemaName, poolSize: 5 });
  await runMigrations(handle);
  return {
    driver,
    handle,
    db: handle.db,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP SCHEMA "${schemaName}" CASCADE`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * Declares `suite` once per available database driver, inside `describe('on <driver>')`.
 * Create the database in the suite's beforeAll with createTestDatabase(driver).
 */
export function forEachDatabase(suite: (driver: DatabaseDriver) => void): void {
  for (const driver of testDatabaseDrivers) {
    describe(`on ${driver}`, () => suite(driver));
  }
}

/**
 * `it` on PostgreSQL; on PGlite the test is not declared at all (rather than reported as skipped):
 * PGlite's single connection cannot interleave two transactions, so a race cannot happen there.
 */
export function itOnPostgres(driver: DatabaseDriver): typeof it {
  return driver === 'postgres' ? it : ((() => undefined) as unknown as typeof it);
}
