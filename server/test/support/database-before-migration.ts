import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type DatabaseDriver, type DatabaseHandle } from '../../src/db/client.ts';
import { defaultMigrationsDirectory, runMigrations } from '../../src/db/migrate.ts';

/** A database as it stood before one migration, to test what that migration does to existing rows. */
export interface DatabaseBeforeMigration {
  handle: DatabaseHandle;
  /** Runs the migration under test; resolves to what runMigrations applied. */
  applyMigration(): Promise<{ applied: string[] }>;
  close(): Promise<void>;
}

/** An empty database (PGlite in memory, or a new schema on TEST_DATABASE_URL) and how to drop it. */
async function emptyDatabase(
  driver: DatabaseDriver,
): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (driver === 'pglite') {
    const handle = await connectDatabase({ driver });
    return { handle, drop: () => handle.close() };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schemaName = `test_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schemaName}"`);
  const handle = await connectDatabase({ driver, url, schemaName, poolSize: 1 });
  return {
    handle,
    async drop() {
      await handle.close();
      await admin.query(`DROP SCHEMA "${schemaName}" CASCADE`);
      await admin.end();
    },
  };
}

/** A fresh database migrated up to the one before `migration` (a file name in server/migrations). */
export async function databaseBeforeMigration(
  driver: DatabaseDriver,
  migration: string,
): Promise<DatabaseBeforeMigration> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mrn-migrations-'));
  for (const name of readdirSync(defaultMigrationsDirectory).filter((name) => name.endsWith('.sql'))) {
    if (name < migration)
      copyFileSync(path.join(defaultMigrationsDirectory, name), path.join(directory, name));
  }
  const database = await emptyDatabase(driver);
  await runMigrations(database.handle, directory);
  return {
    handle: database.handle,
    applyMigration() {
      copyFileSync(path.join(defaultMigrationsDirectory, migration), path.join(directory, migration));
      return runMigrations(database.handle, directory);
    },
    async close() {
      await database.drop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
