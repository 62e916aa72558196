import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { BatchQueue, type Queued } from './batch-queue.ts';
import type { DatabaseExecutor } from './client.ts';
import { isConnectionLost } from './connection-lost.ts';
import {
  type ParameterType,
  type PreparedStatement,
  queryPrepared,
  sqlLiteral,
} from './prepared-statement.ts';

/**
 * Batches on their way at once per statement and node. The fewer, the larger each batch and the less
 * each run costs: in the lead benchmark one at a time did 0.48-0.50 of the floor, two 0.42-0.45, four
 * 0.39-0.42. Runs wait for the batch before them, which takes well under a millisecond per run.
 */
export const MOST_BATCHES_IN_FLIGHT = 1;
/** Bounds one batch's query text and how long its transaction holds its rows. */
const MOST_RUNS_PER_BATCH = 64;
/** A pool whose connections keep losing their prepared statements (a pooler in front) stops batching. */
const LOST_PREPARATIONS_BEFORE_GIVING_UP = 3;

/** SQLSTATE 26000: the prepared statement does not exist on this connection. */
const NO_SUCH_PREPARED_STATEMENT = '26000';

type Run = Queued<Record<string, unknown>, unknown[]>;

/** Per node-postgres client: the batch statements PREPAREd on its connection. */
const preparedOnClient = new WeakMap<pg.PoolClient, Set<string>>();

/** The SQLSTATE of an error PostgreSQL reported (its transaction was rolled back), else undefined. */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Group commit for one prepared statement on node-postgres: runs that arrive while a batch is on its
 * way (MOST_BATCHES_IN_FLIGHT) go together in the next, as one query of
 * `EXECUTE name (literals)` statements (PREPAREd once per connection). A query of several statements
 * is one transaction: one round trip, one commit and one flush of the log for the batch, where each
 * run alone pays all three. Each run is its own statement with its own snapshot, which includes what
 * the runs before it in its batch wrote.
 *
 * When PostgreSQL refuses a batch (an error in one run rolls back all of them), each of its runs is
 * sent again on its own, so one bad run fails alone. That includes the rare deadlock of two batches
 * whose runs claim the same two rows in opposite orders (PostgreSQL ends one after deadlock_timeout).
 * Behind a pooler in transaction mode, which loses SQL-prepared statements between transactions,
 * batching turns itself off. A connection lost mid-batch fails the batch's runs, as it would fail
 * one run: whether it committed is unknown, and sending again could double it.
 */
class StatementBatches<Types extends Record<string, ParameterType>> {
  private readonly queue = new BatchQueue<Record<string, unknown>, unknown[]>((batch) => this.send(batch), {
    mostInFlight: MOST_BATCHES_IN_FLIGHT,
    mostPerBatch: MOST_RUNS_PER_BATCH,
  });
  private lostPreparations = 0;
  private readonly batchName: string;

  constructor(
    private readonly db: DatabaseExecutor,
    private readonly pool: pg.Pool,
    private readonly statement: PreparedStatement<Types>,
  ) {
    // SQL PREPARE and protocol-level statements (queryPrepared's) share one namespace per connection.
    this.batchName = `${statement.name}_batch`;
  }

  /** False once a pooler in front has been seen dropping prepared statements: runs go one by one. */
  get batching(): boolean {
    return this.lostPreparations < LOST_PREPARATIONS_BEFORE_GIVING_UP;
  }

  run<Row>(parameters: { [Key in keyof Types]: unknown }): Promise<Row[]> {
    return this.queue.add(parameters) as Promise<Row[]>;
  }

  private async send(batch: Run[]): Promise<void> {
    const client = await this.pool.connect();
    let failure: unknown;
    try {
      const results = await this.executeOn(client, batch);
      for (const [index, run] of batch.entries()) run.resolve(results[index].rows);
    } catch (error) {
      failure = error;
    } finally {
      client.release(isConnectionLost(failure) ? (failure as Error) : undefined);
    }
    if (failure === undefined) return;
    if (sqlState(failure) === undefined) throw failure;
    if (sqlState(failure) === NO_SUCH_PREPARED_STATEMENT) this.lostPreparations += 1;
    for (const run of batch) {
      queryPrepared<unknown, Types>(
        this.db,
        this.statement,
        run.item as { [Key in keyof Types]: unknown },
      ).then(run.resolve, run.reject);
    }
  }

  private async executeOn(client: pg.PoolClient, batch: Run[]): Promise<pg.QueryResult[]> {
    let prepared = preparedOnClient.get(client);
    if (!prepared) {
      prepared = new Set();
      preparedOnClient.set(client, prepared);
    }
    if (!prepared.has(this.batchName)) {
      await client.query(
        `PREPARE ${this.batchName} (${this.statement.parameterTypes.join(', ')}) AS ${this.statement.text}`,
      );
      prepared.add(this.batchName);
    }
    const text = batch
      .map((run) => {
        const values = this.statement.values(run.item as { [Key in keyof Types]: unknown });
        return `EXECUTE ${this.batchName} (${values.map(sqlLiteral).join(', ')})`;
      })
      .join(';\n');
    try {
      const answer = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(answer) ? answer : [answer];
    } catch (error) {
      // Gone from this connection (a pooler handed us another): PREPARE again next time.
      if (sqlState(error) === NO_SUCH_PREPARED_STATEMENT) prepared.delete(this.batchName);
      throw error;
    }
  }
}

/** Per database handle (its session), per statement name. */
const batchesOf = new WeakMap<object, Map<string, StatementBatches<Record<string, ParameterType>>>>();

/**
 * Runs a prepared statement like queryPrepared, in batches with concurrent runs of the same statement
 * on node-postgres (see StatementBatches). Inside a transaction, and on PGlite (one connection in
 * this process, no round trip to save), it is queryPrepared.
 */
export async function queryPreparedInBatches<Row, Types extends Record<string, ParameterType>>(
  db: DatabaseExecutor,
  statement: PreparedStatement<Types>,
  parameters: { [Key in keyof Types]: unknown },
): Promise<Row[]> {
  if (is(db, PgTransaction) || is(db._.session, PgliteSession)) {
    return queryPrepared<Row, Types>(db, statement, parameters);
  }
  let byName = batchesOf.get(db._.session);
  if (!byName) {
    byName = new Map();
    batchesOf.set(db._.session, byName);
  }
  let batches = byName.get(statement.name) as StatementBatches<Types> | undefined;
  if (!batches) {
    const pool = (db._.session as unknown as { client: pg.Pool }).client;
    batches = new StatementBatches(db, pool, statement);
    byName.set(statement.name, batches as unknown as StatementBatches<Record<string, ParameterType>>);
  }
  if (!batches.batching) return queryPrepared<Row, Types>(db, statement, parameters);
  return batches.run<Row>(parameters);
}
