import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { preparedStatement, queryPrepared } from './prepared-statement.ts';

const echo = preparedStatement(
  'mrn_test_echo',
  { text: 'text', count: 'integer', flag: 'boolean', document: 'jsonb', id: 'uuid', missing: 'text' },
  (p) =>
    `SELECT ${p.text} AS text, ${p.count} + 1 AS next, ${p.flag} AS flag, ${p.document} ->> 'key' AS key,
            ${p.id} AS id, ${p.missing} IS NULL AS missing`,
);

const awkward = `it's a \\ back'slash'' $1 -- not a comment; DROP TABLE x; ${'\u00e9'}`;
const values = {
  text: awkward,
  count: 41,
  flag: true,
  document: JSON.stringify({ key: awkward }),
  id: '6f1c2b8e-1f7a-4a57-9c55-2f1b8c3d4e5f',
  missing: null,
};
const expected = { text: awkward, next: 42, flag: true, key: awkward, id: values.id, missing: true };

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('binds every value exactly, the first time and once prepared, also when first called concurrently', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => queryPrepared(database.db, echo, values)));
    answers.push(await queryPrepared(database.db, echo, values));
    for (const rows of answers) expect(rows).toEqual([expected]);
  });

  it('runs inside a transaction', async () => {
    const rows = await database.db.transaction((tx) => queryPrepared(tx, echo, { ...values, flag: false }));
    expect(rows).toEqual([{ ...expected, flag: false }]);
  });
});
