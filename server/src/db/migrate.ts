import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client.ts';

/** server/migrations, next to src/. */
export const defaultMigrationsDirectory = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** Any constant works; it only has to be the same for every process of this app. */
const MIGRATION_LOCK_KEY = 734_626_001;

export interface MigrationResult {
  applied: string[];
}

/**
 * Applies every not-yet-applied `*.sql` file of the migrations folder in file-name order, all in
 * one transaction, recording each in `schema_migrations`. An advisory lock serialises processes
 * that start at the same moment against one PostgreSQL.
 */
export async function runMigrations(
  handle: Pick<DatabaseHandle, 'runScriptTransaction'>,
  directory: string = defaultMigrationsDirectory,
): Promise<MigrationResult> {
  const files = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  const scripts = await Promise.all(
    files.map(async (name) => ({ name, sql: await readFile(path.join(directory, name), 'utf8') })),
  );
  const applied: string[] = [];
  await handle.runScriptTransaction(async (session) => {
    await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await session.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Set(
      (await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    for (const script of scripts) {
      if (done.has(script.name)) continue;
      await session.exec(script.sql);
      await session.query('INSERT INTO schema_migrations (name) VALUES ($1)', [script.name]);
      applied.push(script.name);
    }
  });
  return { applied };
}
