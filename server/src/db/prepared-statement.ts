import type { DatabaseExecutor } from './client.ts';

/** PostgreSQL types a statement parameter is cast to (every use carries its cast, so every use agrees). */
export type ParameterType = 'text' | 'uuid' | 'numeric' | 'integer' | 'boolean' | 'timestamptz' | 'jsonb';

/**
 * One fixed SQL statement with named, typed parameters, run as a named prepared statement: on
 * node-postgres each pooled connection parses and plans it once and then only binds and executes
 * it (a statement of several CTEs costs about as much to plan as to run). PGlite ignores the name.
 * The text never changes for a name, as node-postgres requires. Behind PgBouncer in transaction
 * mode this needs PgBouncer 1.21 or later with `max_prepared_statements` set.
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
  const query = db._.session.prepareQuery(
    { sql: statement.text, params: statement.values(parameters) },
    undefined,
    statement.name,
    false,
  );
  const result = (await query.execute()) as { rows: Row[] };
  return result.rows;
}
