import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, queryRows } from '../../src/db/client.ts';
import { defaultMigrationsDirectory, runMigrations } from '../../src/db/migrate.ts';
import { partners } from '../../src/db/schema/index.ts';
import {
  createTestDatabase,
  forEachDatabase,
  type TestDatabase,
  testDatabaseDrivers,
} from './test-database.ts';

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
  });

  it('applies every migration once and records it', async () => {
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT name FROM schema_migrations ORDER BY name`,
    );
    const names = rows.map((row) => row.name);
    expect(names).toContain('0001_platform.sql');
    const second = await runMigrations(database.handle);
    expect(second.applied).toEqual([]);
  });

  it('gives a working typed drizzle handle', async () => {
    const [partner] = await database.db
      .insert(partners)
      .values({ name: 'P', email: 'p@example.com' })
      .returning();
    expect(partner.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe.runIf(testDatabaseDrivers.includes('postgres'))('migrations on PostgreSQL', () => {
  it('lets two processes start at once: the advisory lock applies each migration exactly once', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schemaName = `test_race_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schemaName}"`);
    const first = await connectDatabase({ driver: 'postgres', url, schemaName, poolSize: 2 });
    const second = await connectDatabase({ driver: 'postgres', url, schemaName, poolSize: 2 });
    try {
      const results = await Promise.all([runMigrations(first), runMigrations(second)]);
      const applied = results.flatMap((result) => result.applied).sort();
      const files = (await readdir(defaultMigrationsDirectory))
        .filter((name) => name.endsWith('.sql'))
        .sort();
      expect(applied).toEqual(files);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`DROP SCHEMA "${schemaName}" CASCADE`);
      await admin.end();
    }
  });
});
