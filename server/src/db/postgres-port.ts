import type pg from 'pg';
import { isConnectionLost } from './connection-lost.ts';
import type { DatabaseExecutor } from './database.ts';
import { attachPort, type DatabasePort, type NamedStatement, StatementFailed } from './database-port.ts';
import { PgStatementRuns } from './pg-statement-runs.ts';
import { pgRowTypes } from './row-types.ts';
import type { StatementWatchers } from './statement-watchers.ts';

/** SQLSTATE 26000: the prepared statement does not exist on this connection. */
const NO_SUCH_PREPARED_STATEMENT = '26000';

/** The SQLSTATE of an error PostgreSQL reported, else undefined. */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * The PostgreSQL adapter, on a node-postgres pool.
 *
 * A statement is a node-postgres named statement `{ name, text, values }`: parsed and planned once
 * per pooled connection, then only bound and executed (planning a statement of several CTEs cost
 * the database as much CPU as running it). Behind PgBouncer in transaction mode that needs
 * PgBouncer 1.21 or later with `max_prepared_statements` set.
 *
 * Several runs go together as one query of bound executions and a single Sync on one connection
 * (pg-statement-runs.ts): one round trip, one transaction, one commit. The alternatives measured
 * worse or do not fit: node-postgres's pipelining sends a Sync, so a commit and a flush of the
 * answers, per run (server CPU per lead up by a quarter); one statement over arrays (`unnest`) would
 * need every lead statement rewritten to work on sets, and two leads for one address in a batch would
 * touch the same row twice in one statement, which PostgreSQL refuses.
 */
export function postgresPort(pool: pg.Pool, watchers: StatementWatchers) {
  /** The connection each open transaction runs on (pooled-transaction.ts tells). */
  const transactionClients = new WeakMap<DatabaseExecutor, pg.PoolClient>();
  /** Per connection, the statements queryTogether parsed on it (node-postgres tracks only its own). */
  const parsedOn = new WeakMap<pg.PoolClient, Set<string>>();

  async function runTogether<Row>(
    client: pg.PoolClient,
    statement: NamedStatement,
    runs: unknown[][],
  ): Promise<Row[][]> {
    let parsed = parsedOn.get(client);
    if (!parsed) {
      parsed = new Set();
      parsedOn.set(client, parsed);
    }
    if (!parsed.has(statement.name)) {
      watchers.notify(statement.text);
      const parse = new PgStatementRuns<Row>(statement, [], true);
      client.query(parse);
      await parse.answered;
      parsed.add(statement.name);
    }
    const together = new PgStatementRuns<Row>(statement, runs);
    client.query(together);
    try {
      return await together.answered;
    } catch (error) {
      // Gone from this connection (DEALLOCATE, a pooler handed us another): parse it again next time.
      if (sqlState(error) === NO_SUCH_PREPARED_STATEMENT) parsed.delete(statement.name);
      throw error;
    }
  }

  const port: DatabasePort = {
    driver: 'postgres',
    async query<Row>(executor: DatabaseExecutor, statement: NamedStatement, values: unknown[]) {
      watchers.notify(statement.text);
      try {
        const result = await (transactionClients.get(executor) ?? pool).query({
          name: statement.name,
          text: statement.text,
          values,
          types: pgRowTypes,
        });
        return result.rows as Row[];
      } catch (error) {
        throw new StatementFailed(statement.name, error);
      }
    },
    async queryTogether<Row>(statement: NamedStatement, runs: unknown[][]) {
      const client = await pool.connect();
      let failure: unknown;
      try {
        return await runTogether<Row>(client, statement, runs);
      } catch (error) {
        failure = error;
        throw new StatementFailed(statement.name, error);
      } finally {
        // A broken connection goes back as broken: the pool drops it.
        client.release(isConnectionLost(failure) ? (failure as Error) : undefined);
      }
    },
    watchStatements: (listener) => watchers.watch(listener),
  };

  return {
    port,
    /** Called by pooled-transaction.ts for each transaction it opens, with its connection. */
    transactionOpened(transaction: DatabaseExecutor, client: pg.PoolClient): void {
      transactionClients.set(transaction, client);
      attachPort(transaction, port);
    },
  };
}
