import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  forEachDatabase,
  itOnPostgres,
  type TestDatabase,
} from '../../test/support/test-database.ts';
import { connectDatabase, queryRows } from './client.ts';
import { preparedStatement } from './prepared-statement.ts';
import { MOST_BATCHES_IN_FLIGHT, queryPreparedInBatches } from './statement-batches.ts';

/** A row per run, with the transaction that wrote it: runs batched together share one. */
const probeStatement = preparedStatement(
  'mrn_test_batch_probe',
  { id: 'integer', label: 'text' },
  (p) => `INSERT INTO batch_probe (id, label) VALUES (${p.id}, ${p.label})
          RETURNING id, label, xmin::text AS transaction`,
);

interface ProbeRow {
  id: number;
  label: string;
  transaction: string;
}

const insert = (db: TestDatabase['db'], id: number, label = `run ${id}`) =>
  queryPreparedInBatches<ProbeRow, { id: 'integer'; label: 'text' }>(db, probeStatement, { id, label }).then(
    ([row]) => row,
  );

forEachDatabase((driver) =>
  describe('statement batches', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(driver);
      await database.db.execute(sql`CREATE TABLE batch_probe (id integer PRIMARY KEY, label text NOT NULL)`);
    });
    afterAll(() => database.close());

    it('answers every run with its own rows, literals with quotes and backslashes included', async () => {
      const labels = ["it's", 'back\\slash', 'plain', "both \\' kinds"];
      const rows = await Promise.all(labels.map((label, index) => insert(database.db, 100 + index, label)));
      expect(rows.map((row) => [row.id, row.label])).toEqual(
        labels.map((label, index) => [100 + index, label]),
      );
    });

    itOnPostgres(driver)(
      'sends the runs that arrive while batches are on their way together, in one transaction',
      async () => {
        const runs = MOST_BATCHES_IN_FLIGHT + 10;
        const rows = await Promise.all(
          Array.from({ length: runs }, (_, index) => insert(database.db, 200 + index)),
        );
        expect(rows.map((row) => row.id)).toEqual(Array.from({ length: runs }, (_, index) => 200 + index));
        // The first few go at once, each on its own; the ten that wait for them go together.
        expect(new Set(rows.map((row) => row.transaction)).size).toBeLessThanOrEqual(
          MOST_BATCHES_IN_FLIGHT + 1,
        );
      },
    );

    itOnPostgres(driver)(
      'fails a run PostgreSQL refuses alone: the rest of its batch is stored',
      async () => {
        await insert(database.db, 300);
        const results = await Promise.allSettled(
          [301, 302, 303, 300, 304, 305].map((id) => insert(database.db, id, `again ${id}`)),
        );
        expect(results.map((result) => result.status)).toEqual([
          'fulfilled',
          'fulfilled',
          'fulfilled',
          'rejected',
          'fulfilled',
          'fulfilled',
        ]);
        const refusal = (results[3] as PromiseRejectedResult).reason as { cause?: { code?: string } };
        expect(refusal.cause?.code).toBe('23505');
        const stored = await queryRows<{ id: number }>(
          database.db,
          sql`SELECT id FROM batch_probe WHERE id BETWEEN 300 AND 305 ORDER BY id`,
        );
        expect(stored.map((row) => row.id)).toEqual([300, 301, 302, 303, 304, 305]);
      },
    );

    itOnPostgres(driver)(
      'prepares again on a connection that lost the statement, and loses no run',
      async () => {
        const [{ schema }] = await queryRows<{ schema: string }>(
          database.db,
          sql`SELECT current_schema() AS schema`,
        );
        const url = process.env.TEST_DATABASE_URL ?? '';
        // One connection, so the DEALLOCATE below runs where the batch statement was prepared.
        const single = await connectDatabase({ driver: 'postgres', url, schemaName: schema, poolSize: 1 });
        try {
          await insert(single.db, 400);
          await single.db.execute(sql.raw('DEALLOCATE mrn_test_batch_probe_batch'));
          const rows = await Promise.all([401, 402, 403].map((id) => insert(single.db, id)));
          expect(rows.map((row) => row.id)).toEqual([401, 402, 403]);
          expect((await insert(single.db, 404)).id).toBe(404);
          // As behind a pooler that keeps losing it: after the third loss, runs go one by one, still stored.
          for (const id of [405, 407]) {
            expect((await insert(single.db, id)).id).toBe(id);
            await single.db.execute(sql.raw('DEALLOCATE mrn_test_batch_probe_batch'));
            expect((await insert(single.db, id + 1)).id).toBe(id + 1);
          }
          const alone = await Promise.all([410, 411, 412, 413].map((id) => insert(single.db, id)));
          expect(new Set(alone.map((row) => row.transaction)).size).toBe(4);
        } finally {
          await single.close();
        }
      },
    );
  }),
);
