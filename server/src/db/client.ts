import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockDataDirectory } from './data-directory-lock.ts';
import type { Database, DatabaseDriver, DatabaseExecutor } from './database.ts';
import { attachPort, type DatabasePort } from './database-port.ts';
import { pglitePort } from './pglite-port.ts';
import { releasingTransaction } from './pooled-transaction.ts';
import { postgresPort } from './postgres-port.ts';
import * as schema from './schema/index.ts';
import { StatementWatchers } from './statement-watchers.ts';

export type {
  Database,
  DatabaseDriver,
  DatabaseExecutor,
  DatabaseSchema,
  DatabaseTransaction,
} from './database.ts';

/**
 * Runs raw SQL and returns its rows on either driver (PGlite and node-postgres both answer
 * `{ rows }`, but the shared drizzle type cannot know it).
 */
export async function queryRows<Row>(db: DatabaseExecutor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Raw access for multi-statement SQL scripts (migrations), which drizzle's execute cannot run on PGlite. */
export interface ScriptSession {
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Prepared statements and batches on the driver's own client (database-port.ts); also `portOf(db)`. */
  port: DatabasePort;
  /** Runs `work` inside one transaction on one connection. */
  runScriptTransaction(work: (session: ScriptSession) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      driver: 'pglite';
      /** Directory, or undefined for an in-memory database. */
      dataDirectory?: string;
      /** An in-memory database starts as this dump (PGlite's dumpDataDir) of another: tests copy a migrated one. */
      startFrom?: Blob;
    }
  | {
      driver: 'postgres';
      url: string;
      /** Schema put first on the search_path of every connection (tests use one per run). */
      schemaName?: string;
      poolSize?: number;
    };

/** The database the configuration asks for: DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function databaseTargetFromConfig(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): DatabaseTarget {
  if (config.DATABASE_URL) return { driver: 'postgres', url: config.DATABASE_URL };
  return { driver: 'pglite', dataDirectory: path.join(config.DATA_DIR, 'pglite') };
}

export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  return connectDatabase(databaseTargetFromConfig(config));
}

export async function connectDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.driver === 'pglite'
    ? openPglite(target.dataDirectory, target.startFrom)
    : openPostgres(target);
}

async function openPglite(dataDirectory: string | undefined, startFrom?: Blob): Promise<DatabaseHandle> {
  if (dataDirectory) mkdirSync(dataDirectory, { recursive: true });
  const unlock = dataDirectory ? lockDataDirectory(dataDirectory) : () => {};
  const client = dataDirectory ? new PGlite(dataDirectory) : new PGlite({ loadDataDir: startFrom });
  await client.waitReady;
  const watchers = new StatementWatchers();
  const db = drizzlePglite({ client, schema, logger: watchers.drizzleLogger }) as unknown as Database;
  const { port, transactionOpened } = pglitePort(client, watchers);
  attachPort(db, port);
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction((tx) => {
      transactionOpened(tx);
      return work(tx);
    }, config)) as Database['transaction'];
  return {
    db,
    driver: 'pglite',
    port,
    async runScriptTransaction(work) {
      await client.transaction(async (transaction) => {
        await work({
          async exec(script) {
            await transaction.exec(script);
          },
          async query<Row>(text: string, params: unknown[] = []) {
            return (await transaction.query<Row>(text, params)).rows;
          },
        });
      });
    },
    async close() {
      await client.close();
      unlock();
    },
  };
}

function quoteIdentifier(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

async function openPostgres(
  target: Extract<DatabaseTarget, { driver: 'postgres' }>,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    ...(target.schemaName ? { options: `-c search_path=${quoteIdentifier(target.schemaName)},public` } : {}),
  });
  // A client losing its connection (failover, restart, pg_terminate_backend) must not crash the process.
  // Idle clients report it on the pool, which replaces them. A checked-out client reports it on itself,
  // where nothing listens by default: its query in flight rejects anyway (the request answers 503, see
  // connection-lost.ts), and releasing the broken client makes the pool drop it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const watchers = new StatementWatchers();
  const logger = watchers.drizzleLogger;
  const db = drizzleNodePostgres({ client: pool, schema, logger }) as unknown as Database;
  const { port, transactionOpened } = postgresPort(pool, watchers);
  attachPort(db, port);
  db.transaction = releasingTransaction(pool, { logger, opened: transactionOpened });
  return {
    db,
    driver: 'postgres',
    port,
    async runScriptTransaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await work({
          async exec(script) {
            // No parameters: pg uses the simple query protocol, which accepts several statements.
            await client.query(script);
          },
          async query<Row>(text: string, params: unknown[] = []) {
            return (await client.query(text, params)).rows as Row[];
          },
        });
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
