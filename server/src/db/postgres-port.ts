import type pg from 'pg';
import { isConnectionLost } from './connection-lost.ts';
import type { DatabaseExecutor } from './database.ts';
import { attachPort, type DatabasePort, type NamedStatement, StatementFailed } from './database-port.ts';
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
 * The PostgreSQL adapter, on a node-postgres pool made with `pipeline: true` (client.ts).
 *
 * A statement is a node-postgres named statement `{ name, text, values }`: parsed and planned once
 * per pooled connection, then only bound and executed (planning a statement of several CTEs cost
 * the database as much CPU as running it). Behind PgBouncer in transaction mode that needs
 * PgBouncer 1.21 or later with `max_prepared_statements` set.
 *
 * Several runs go together as BEGIN, one bound execution per run and COMMIT, written at once on one
 * connection without waiting for each answer (node-postgres's pipelining): one round trip, one
 * commit and one flush of the log for the batch, and each run is its own statement with its own
 * snapshot, which includes what the runs before it wrote. (One statement over arrays, `unnest`,
 * would need every lead statement rewritten to work on sets, and two leads for one address in a
 * batch would touch the same row twice in one statement, which PostgreSQL refuses.)
 */
export function postgresPort(pool: pg.Pool, watchers: StatementWatchers) {
  /** The connection each open transaction runs on (pooled-transaction.ts tells). */
  const transactionClients = new WeakMap<DatabaseExecutor, pg.PoolClient>();

  function send<Row>(
    queryable: pg.Pool | pg.PoolClient,
    statement: NamedStatement,
    values: unknown[],
  ): Promise<Row[]> {
    watchers.notify(statement.text);
    return queryable
      .query({ name: statement.name, text: statement.text, values, types: pgRowTypes })
      .then((result) => result.rows as Row[]);
  }

  const port: DatabasePort = {
    driver: 'postgres',
    async query<Row>(executor: DatabaseExecutor, statement: NamedStatement, values: unknown[]) {
      try {
        return await send<Row>(transactionClients.get(executor) ?? pool, statement, values);
      } catch (error) {
        throw new StatementFailed(statement.name, error);
      }
    },
    async queryTogether<Row>(statement: NamedStatement, runs: unknown[][]) {
      const client = await pool.connect();
      let failure: unknown;
      try {
        watchers.notify('BEGIN');
        const begin = client.query('BEGIN');
        const answers = runs.map((values) => send<Row>(client, statement, values));
        watchers.notify('COMMIT');
        // COMMIT of a transaction a run failed in answers ROLLBACK, without an error of its own.
        const commit = client.query('COMMIT');
        const settled = await Promise.allSettled([begin, ...answers, commit]);
        // The first failure is the cause: every run after it fails as "transaction is aborted".
        const failed = settled.find((outcome) => outcome.status === 'rejected');
        if (failed) {
          failure = failed.reason;
          throw new StatementFailed(statement.name, failed.reason);
        }
        return (settled.slice(1, -1) as PromiseFulfilledResult<Row[]>[]).map((outcome) => outcome.value);
      } catch (error) {
        failure ??= error;
        throw error instanceof StatementFailed ? error : new StatementFailed(statement.name, error);
      } finally {
        // A broken connection is dropped by the pool. So is one that lost a statement node-postgres
        // believes it prepared (DEALLOCATE, a pooler): a new connection prepares it again.
        const drop = isConnectionLost(failure) || sqlState(failure) === NO_SUCH_PREPARED_STATEMENT;
        client.release(drop ? (failure as Error) : undefined);
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
