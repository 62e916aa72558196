import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from './database.ts';
import { portOf } from './database-port.ts';

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
 * the time per lead). The database port (database-port.ts) runs it as a named statement on either
 * driver, every value a bound parameter. The text never changes for a name.
 */
export interface PreparedStatement<Types extends Record<string, ParameterType>> {
  name: string;
  text: string;
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
    values: (parameters) => keys.map((key) => parameters[key]),
  };
}

/** Runs a prepared statement on the database or inside an open transaction and returns its rows. */
export async function queryPrepared<Row, Types extends Record<string, ParameterType>>(
  db: DatabaseExecutor,
  statement: PreparedStatement<Types>,
  parameters: { [Key in keyof Types]: unknown },
): Promise<Row[]> {
  const values = statement.values(parameters);
  const port = portOf(db);
  if (port) return port.query<Row>(db, statement, values);
  // A transaction no adapter opened (a savepoint inside one): drizzle binds the same values, planned each time.
  const result = (await db.execute(withParameters(statement.text, values))) as unknown as { rows: Row[] };
  return result.rows;
}

/** The text with each `$n` bound to `values[n - 1]` as a drizzle parameter (drizzle numbers them again). */
function withParameters(text: string, values: unknown[]): SQL {
  const pieces = text.split(/\$(\d+)/);
  return sql.join(
    pieces.map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql.param(values[Number(piece) - 1]))),
  );
}
