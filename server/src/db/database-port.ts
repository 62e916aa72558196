import type { DatabaseDriver, DatabaseExecutor } from './database.ts';

/**
 * One fixed statement: planned once per connection under its name, then only executed. Every value
 * it uses is a `$n` placeholder bound at execution; the text never contains one.
 */
export interface NamedStatement {
  name: string;
  text: string;
}

/**
 * What the code needs of the database beyond drizzle, on either driver (postgres-port.ts,
 * pglite-port.ts): statements planned once and reused, and several runs of one statement in one
 * round trip. It holds the driver's own client, kept when the database was opened (client.ts), so
 * nothing reaches into drizzle's internals for it.
 */
export interface DatabasePort {
  readonly driver: DatabaseDriver;
  /**
   * Runs `statement` with `values` bound, on the database or inside a transaction opened with its
   * `db.transaction`, and returns its rows.
   */
  query<Row>(executor: DatabaseExecutor, statement: NamedStatement, values: unknown[]): Promise<Row[]>;
  /**
   * Runs `statement` once per entry of `runs`, in one round trip and one transaction, and returns
   * each run's rows. When one run fails, none is stored and it throws that run's error. Absent
   * where there is no round trip to save (PGlite runs in this process).
   */
  readonly queryTogether?: <Row>(statement: NamedStatement, runs: unknown[][]) => Promise<Row[][]>;
  /** Calls `listener` with the text of every statement sent to the driver, until the returned function is called. */
  watchStatements(listener: (text: string) => void): () => void;
}

/** The port of each database, and of each transaction opened on one. */
const ports = new WeakMap<object, DatabasePort>();

/** Made known by the adapters, for the database they opened and for each transaction opened on it. */
export function attachPort(executor: DatabaseExecutor, port: DatabasePort): void {
  ports.set(executor, port);
}

/**
 * The port behind a database or a transaction, or undefined for one no adapter opened (a nested
 * transaction, a savepoint, is drizzle's own).
 */
export function portOf(executor: DatabaseExecutor): DatabasePort | undefined {
  return ports.get(executor);
}

/** A statement the database refused, with the driver's error (its SQLSTATE in `code`) as `cause`, as drizzle wraps them. */
export class StatementFailed extends Error {
  constructor(statementName: string, cause: unknown) {
    super(`Failed query: ${statementName}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'StatementFailed';
  }
}
