import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

/** PostgreSQL for benchmarks: BENCH_DATABASE_URL, else TEST_DATABASE_URL; unset means PGlite only. */
export const benchPostgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export interface BenchDatabase {
  label: string;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/** A fresh migrated database: PGlite in memory, or a throw-away schema on PostgreSQL. */
export async function openBenchDatabase(driver: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  if (driver === 'pglite') {
    const handle = await connectDatabase({ driver: 'pglite' });
    await runMigrations(handle);
    return { label: 'PGlite (in memory)', handle, close: () => handle.close() };
  }
  if (!benchPostgresUrl)
    throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL for PostgreSQL figures');
  const schemaName = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: benchPostgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schemaName}"`);
  const handle = await connectDatabase({
    driver: 'postgres',
    url: benchPostgresUrl,
    schemaName,
    poolSize: 4,
  });
  await runMigrations(handle);
  const [{ server_version: version }] = (await admin.query<{ server_version: string }>('SHOW server_version'))
    .rows;
  return {
    label: `PostgreSQL ${version}`,
    handle,
    async close() {
      await handle.close();
      await admin.query(`DROP SCHEMA "${schemaName}" CASCADE`);
      await admin.end();
    },
  };
}

/** Both databases (PostgreSQL only when a URL is set); BENCH_DRIVERS=postgres or =pglite picks one. */
export function benchDrivers(): ('pglite' | 'postgres')[] {
  const available: ('pglite' | 'postgres')[] = benchPostgresUrl ? ['postgres', 'pglite'] : ['pglite'];
  const wanted = process.env.BENCH_DRIVERS?.split(',');
  return wanted ? available.filter((driver) => wanted.includes(driver)) : available;
}
