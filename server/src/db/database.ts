import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

// The database's types, apart from client.ts (which opens databases), so what client.ts builds on
// (pooled-transaction.ts) can name them without importing it back.

export type DatabaseSchema = typeof schema;

/** One drizzle handle type that both PGlite and node-postgres satisfy. */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;

/** A transaction handle as given to `db.transaction(async (tx) => ...)`. */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either the database itself or an open transaction: functions that only run queries accept both. */
export type DatabaseExecutor = Database | DatabaseTransaction;

export type DatabaseDriver = 'pglite' | 'postgres';
