import { messages, type PGlite, protocol } from '@electric-sql/pglite';
import type { DatabaseExecutor, DatabaseTransaction } from './database.ts';
import { attachPort, type DatabasePort, type NamedStatement, StatementFailed } from './database-port.ts';
import { parameterText } from './parameter-text.ts';
import { parsePgliteValue } from './row-types.ts';
import type { StatementWatchers } from './statement-watchers.ts';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** The rows of one execution's answers, each column parsed from its type. */
function rowsOf<Row>(answers: BackendMessage[]): Row[] {
  let columns: { name: string; dataTypeID: number }[] = [];
  const rows: Row[] = [];
  for (const message of answers) {
    if (message instanceof messages.RowDescriptionMessage) columns = message.fields;
    if (message instanceof messages.DataRowMessage) {
      const fields = message.fields as (string | null)[];
      rows.push(
        Object.fromEntries(
          columns.map((column, index) => [column.name, parsePgliteValue(fields[index], column.dataTypeID)]),
        ) as Row,
      );
    }
  }
  return rows;
}

/**
 * The PGlite adapter. PGlite's `query` parses and plans every statement again (for the lead
 * statement that tripled the time per lead), so statements go through its public protocol API
 * instead: each is parsed once into a named statement of PGlite's single session, then bound and
 * executed with its values as parameters.
 *
 * PGlite's protocol calls take none of its locks, so a statement runs inside `PGlite.transaction`,
 * which waits for any transaction open on the database, or inside the caller's own open transaction
 * (which already holds it): it can never land in someone else's transaction.
 */
export function pglitePort(client: PGlite, watchers: StatementWatchers) {
  /** Named statements are the session's and survive a rollback; PGlite has one session. */
  const parsed = new Set<string>();
  const transactions = new WeakSet<DatabaseExecutor>();

  // Like PGlite's own query, the files are synced once per statement, at its Sync.
  const send = async (message: Uint8Array, syncToFs = false) =>
    (await client.execProtocol(message, { syncToFs })).messages;

  async function execute<Row>(statement: NamedStatement, values: unknown[]): Promise<Row[]> {
    const answers: BackendMessage[] = [];
    try {
      if (!parsed.has(statement.name)) {
        watchers.notify(statement.text);
        await send(protocol.serialize.parse({ name: statement.name, text: statement.text }));
        parsed.add(statement.name);
      }
      answers.push(
        ...(await send(
          protocol.serialize.bind({ statement: statement.name, values: values.map(parameterText) }),
        )),
      );
      answers.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
      answers.push(...(await send(protocol.serialize.execute({}))));
    } catch (error) {
      throw new StatementFailed(statement.name, error);
    } finally {
      // Ends the extended-protocol exchange, also after an error (until Sync the session ignores everything).
      await send(protocol.serialize.sync(), true);
    }
    return rowsOf<Row>(answers);
  }

  const port: DatabasePort = {
    driver: 'pglite',
    query<Row>(executor: DatabaseExecutor, statement: NamedStatement, values: unknown[]) {
      if (transactions.has(executor)) return execute<Row>(statement, values);
      return client.transaction(() => execute<Row>(statement, values));
    },
    watchStatements: (listener) => watchers.watch(listener),
  };

  return {
    port,
    /** Called for each transaction opened with the database's `db.transaction`. */
    transactionOpened(transaction: DatabaseTransaction): void {
      transactions.add(transaction);
      attachPort(transaction, port);
    },
  };
}
