import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import { type DatabaseExecutor, queryRows } from './client.ts';

/** PostgreSQL types a statement parameter is cast to (every use carries its cast, so every use agrees). */
export type ParameterType =
  | 'text'
  | 'text[]'
  | 'uuid'
  | 'numeric'
  | 'integer'
  | 'boolean'
  | 'timestamptz'
  | 'jsonb';

/**
 * One fixed SQL statement with named, typed parameters, parsed and planned once per database
 * session and then only executed: a statement of several CTEs costs as much to plan as to run
 * (on PostgreSQL, planning every time doubled the database's CPU per lead; on PGlite it tripled
 * the time per lead). On node-postgres it is a protocol-level named statement on each pooled
 * connection (behind PgBouncer in transaction mode that needs PgBouncer 1.21 or later with
 * `max_prepared_statements` set); PGlite, whose client only sends unnamed statements, gets an SQL
 * PREPARE once and EXECUTE with the values as literals. The text never changes for a name.
 */
export interface PreparedStatement<Types extends Record<string, ParameterType>> {
  name: string;
  text: string;
  /** The parameters' types, in order. */
  parameterTypes: ParameterType[];
  /** The positional values, in the order `types` declared them. */
  values(parameters: { [Key in keyof Types]: unknown }): unknown[];
}

/**
 * Declares a statement: `build` receives each parameter as its placeholder with its cast
 * (`$3::numeric`) and returns the SQL text.
 */
export function preparedStatement<const Types extends Record<string, ParameterType>>(
  name: string,
  types: Types,
  build: (parameter: { [Key in keyof Types]: string }) => string,
): PreparedStatement<Types> {
  const keys = Object.keys(types) as (keyof Types & string)[];
  const placeholders = Object.fromEntries(
    keys.map((key, index) => [key, `$${index + 1}::${types[key]}`]),
  ) as {
    [Key in keyof Types]: string;
  };
  return {
    name,
    text: build(placeholders),
    parameterTypes: keys.map((key) => types[key]),
    values: (parameters) => keys.map((key) => parameters[key]),
  };
}

/** Runs a prepared statement on the database or inside an open transaction and returns its rows. */
export async function queryPrepared<Row, Types extends Record<string, ParameterType>>(
  db: DatabaseExecutor,
  statement: PreparedStatement<Types>,
  parameters: { [Key in keyof Types]: unknown },
): Promise<Row[]> {
  if (is(db._.session, PgliteSession)) return queryPreparedOnPglite<Row, Types>(db, statement, parameters);
  return execute<Row>(db, statement.text, statement.values(parameters), statement.name);
}

/** One statement with positional parameters; named (prepared once per connection) on node-postgres. */
async function execute<Row>(
  db: DatabaseExecutor,
  text: string,
  values: unknown[],
  name?: string,
): Promise<Row[]> {
  const query = db._.session.prepareQuery({ sql: text, params: values }, undefined, name, false);
  const result = (await query.execute()) as { rows: Row[] };
  return result.rows;
}

/** Per PGlite session (one per database handle): the statements PREPAREd in it, or being prepared. */
const pglitePreparations = new WeakMap<object, Map<string, Promise<void>>>();

async function queryPreparedOnPglite<Row, Types extends Record<string, ParameterType>>(
  db: DatabaseExecutor,
  statement: PreparedStatement<Types>,
  parameters: { [Key in keyof Types]: unknown },
): Promise<Row[]> {
  const values = statement.values(parameters);
  // A transaction has a session of its own, so it cannot know what the handle prepared: it plans
  // the statement each time (statements only run in one when requests race, which PGlite's single
  // connection never lets them do).
  if (is(db, PgTransaction)) return execute<Row>(db, statement.text, values);
  let preparations = pglitePreparations.get(db._.session);
  if (!preparations) {
    preparations = new Map();
    pglitePreparations.set(db._.session, preparations);
  }
  let prepared = preparations.get(statement.name);
  if (!prepared) {
    prepared = (async () => {
      const existing = await queryRows(
        db,
        sql`SELECT 1 FROM pg_prepared_statements WHERE name = ${statement.name}`,
      );
      if (existing.length === 0) {
        await db.execute(
          sql.raw(`PREPARE ${statement.name} (${statement.parameterTypes.join(', ')}) AS ${statement.text}`),
        );
      }
    })();
    preparations.set(statement.name, prepared);
    prepared.catch(() => preparations.delete(statement.name));
  }
  await prepared;
  return queryRows<Row>(db, sql.raw(`EXECUTE ${statement.name} (${values.map(sqlLiteral).join(', ')})`));
}

/** A value as an SQL literal (strings quoted as node-postgres's escapeLiteral does). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  // The parameter's declared type (PREPARE's) gives an empty array its element type.
  if (Array.isArray(value)) return value.length === 0 ? `'{}'` : `ARRAY[${value.map(sqlLiteral).join(', ')}]`;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const quoted = text.replaceAll("'", "''");
  return text.includes('\\') ? ` E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}
