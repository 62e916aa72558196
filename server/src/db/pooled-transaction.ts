import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { isConnectionLost } from './connection-lost.ts';
import type { Database, DatabaseTransaction } from './database.ts';
import * as schema from './schema/index.ts';

/**
 * `db.transaction` for a node-postgres pool that always gives its connection back. drizzle 0.45 sends
 * `begin` outside its try/finally, so a connection lost at that moment (failover, restart) is never
 * released: a few of those and every later transaction waits forever for a free connection. Here the
 * connection is taken and released around drizzle's own transaction on that single client, and a
 * broken one is handed back as broken so the pool drops it instead of lending it out again.
 * `opened` learns each transaction's connection (the port runs its statements there).
 */
export function releasingTransaction(
  pool: pg.Pool,
  {
    logger,
    opened,
  }: { logger: Logger; opened: (transaction: DatabaseTransaction, client: pg.PoolClient) => void },
): Database['transaction'] {
  // One drizzle session per pooled connection, made once: building one reads the whole schema's
  // relations (bench/mail-dispatch.ts profile), and the pool lends the same few connections over and over.
  const sessions = new WeakMap<pg.PoolClient, Database>();
  return (async (work, config) => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      let session = sessions.get(client);
      if (!session) {
        session = drizzle({ client, schema, logger }) as unknown as Database;
        sessions.set(client, session);
      }
      return await session.transaction((transaction) => {
        opened(transaction, client);
        return work(transaction);
      }, config);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(isConnectionLost(failure) ? (failure as Error) : undefined);
    }
  }) as Database['transaction'];
}
