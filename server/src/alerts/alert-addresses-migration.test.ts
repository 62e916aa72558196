import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type DatabaseBeforeMigration,
  databaseBeforeMigration,
} from '../../test/support/database-before-migration.ts';
import { forEachDatabase } from '../../test/support/test-database.ts';

const MIGRATION = '0005_alert_rules_in_typescript.sql';

forEachDatabase((driver) => {
  let database: DatabaseBeforeMigration;
  beforeAll(async () => {
    // A database migrated up to the one before 0005, with alerts in it.
    database = await databaseBeforeMigration(driver, MIGRATION);
  });
  afterAll(() => database.close());

  it('gives every address with alerts its row and drops the PL/pgSQL rules', async () => {
    await database.handle.runScriptTransaction(async (session) => {
      await session.exec(`
        INSERT INTO alerts (email, rate_type, threshold, direction, status) VALUES
          ('a@example.com', '30y', 6, 'below', 'pending'),
          ('a@example.com', '30y', 6.5, 'below', 'unsubscribed'),
          ('b@example.com', '15y', 5, 'above', 'pending')`);
    });
    expect(await database.applyMigration()).toEqual({ applied: [MIGRATION] });
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
