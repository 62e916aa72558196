import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { BatchQueue, type Queued } from './batch-queue.ts';
import type { DatabaseExecutor } from './database.ts';
import { type DatabasePort, portOf } from './database-port.ts';
import { type ParameterType, type PreparedStatement, queryPrepared } from './prepared-statement.ts';

/**
 * Batches on their way at once per statement and node. The fewer, the larger each batch and the less
 * each run costs: in the lead benchmark one at a time did 0.48-0.50 of the floor, two 0.42-0.45, four
 * 0.39-0.42. Runs wait for the batch before them, which takes well under a millisecond per run.
 */
export const MOST_BATCHES_IN_FLIGHT = 1;
/** Bounds one batch's round trip and how long its transaction holds its rows. */
const MOST_RUNS_PER_BATCH = 64;
/** A pool whose connections keep losing their prepared statements (a pooler in front) stops batching. */
const LOST_PREPARATIONS_BEFORE_GIVING_UP = 3;

/** SQLSTATE 26000: the prepared statement does not exist on this connection. */
const NO_SUCH_PREPARED_STATEMENT = '26000';

type Run = Queued<Record<string, unknown>, unknown[]>;

/** The SQLSTATE PostgreSQL reported for a failed statement (its transaction was rolled back), else undefined. */
function sqlState(error: unknown): string | undefined {
  const code = ((error as { cause?: { code?: unknown } } | null)?.cause ?? (error as { code?: unknown }))
    ?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Group commit for one prepared statement: runs that arrive while a batch is on its way
 * (MOST_BATCHES_IN_FLIGHT) go together in the next, through the port's queryTogether: one round
 * trip, one transaction, one commit and one flush of the log for the batch, where each run alone
 * pays all three. Each run is its own statement with its own snapshot, which includes what the runs
 * before it in its batch wrote.
 *
 * When PostgreSQL refuses a batch (an error in one run rolls back all of them), each of its runs is
 * sent again on its own, so one bad run fails alone. That includes the rare deadlock of two batches
 * whose runs claim the same two rows in opposite orders (PostgreSQL ends one after deadlock_timeout).
 * Behind a pooler that keeps losing prepared statements, batching turns itself off. A connection
 * lost mid-batch fails the batch's runs, as it would fail one run: whether it committed is unknown,
 * and sending again could double it.
 */
class StatementBatches<Types extends Record<string, ParameterType>> {
  private readonly queue = new BatchQueue<Record<string, unknown>, unknown[]>((batch) => this.send(batch), {
    mostInFlight: MOST_BATCHES_IN_FLIGHT,
    mostPerBatch: MOST_RUNS_PER_BATCH,
  });
  private lostPreparations = 0;
  /** Its own name: a connection that lost it (see the tests) is told apart from the single runs'. */
  private readonly batchStatement: { name: string; text: string };

  constructor(
    private readonly db: DatabaseExecutor,
    private readonly queryTogether: NonNullable<DatabasePort['queryTogether']>,
    private readonly statement: PreparedStatement<Types>,
  ) {
    this.batchStatement = { name: `${statement.name}_batch`, text: statement.text };
  }

  /** False once a pooler in front has been seen dropping prepared statements: runs go one by one. */
  get batching(): boolean {
    return this.lostPreparations < LOST_PREPARATIONS_BEFORE_GIVING_UP;
  }

  run<Row>(parameters: { [Key in keyof Types]: unknown }): Promise<Row[]> {
    return this.queue.add(parameters) as Promise<Row[]>;
  }

  private async send(batch: Run[]): Promise<void> {
    const runs = batch.map((run) => this.statement.values(run.item as { [Key in keyof Types]: unknown }));
    let failure: unknown;
    try {
      const results = await this.queryTogether<unknown>(this.batchStatement, runs);
      for (const [index, run] of batch.entries()) run.resolve(results[index]);
      return;
    } catch (error) {
      failure = error;
    }
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
}

/** Per database, per statement name. */
const batchesOf = new WeakMap<object, Map<string, StatementBatches<Record<string, ParameterType>>>>();

/**
 * Runs a prepared statement like queryPrepared, in batches with concurrent runs of the same statement
 * where the port can send several at once (PostgreSQL; see StatementBatches). Inside a transaction,
 * and on PGlite (in this process, no round trip to save), it is queryPrepared.
 */
export async function queryPreparedInBatches<Row, Types extends Record<string, ParameterType>>(
  db: DatabaseExecutor,
  statement: PreparedStatement<Types>,
  parameters: { [Key in keyof Types]: unknown },
): Promise<Row[]> {
  const queryTogether = portOf(db)?.queryTogether;
  if (!queryTogether || is(db, PgTransaction)) {
    return queryPrepared<Row, Types>(db, statement, parameters);
  }
  let byName = batchesOf.get(db);
  if (!byName) {
    byName = new Map();
    batchesOf.set(db, byName);
  }
  let batches = byName.get(statement.name) as StatementBatches<Types> | undefined;
  if (!batches) {
    batches = new StatementBatches(db, queryTogether, statement);
    byName.set(statement.name, batches as unknown as StatementBatches<Record<string, ParameterType>>);
  }
  if (!batches.batching) return queryPrepared<Row, Types>(db, statement, parameters);
  return batches.run<Row>(parameters);
}
