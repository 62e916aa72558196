import { parseArgs } from 'node:util';
import { z } from 'zod/mini';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { fieldMessages } from '../http/field-messages.ts';

/**
 * The command's `--name value` options, every one a string, checked with `schema`. On a mistake it
 * prints one line per field and the usage line and answers null (the command exits 2).
 */
export function parseCliOptions<Shape extends z.core.$ZodShape>(
  schema: z.ZodMiniObject<Shape>,
  usage: string,
): z.infer<z.ZodMiniObject<Shape>> | null {
  const options = Object.fromEntries(
    Object.keys(schema.shape).map((name) => [name, { type: 'string' as const }]),
  );
  const { values } = parseArgs({ options, strict: true });
  const parsed = z.safeParse(schema, values);
  if (parsed.success) return parsed.data;
  for (const [field, message] of Object.entries(fieldMessages(schema, parsed.error.issues))) {
    console.error(`${field}: ${message}`);
  }
  console.error(usage);
  return null;
}

/** Opens the configured database, brings its schema up to date, runs `work`, and always closes it. */
export async function withMigratedDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(loadConfig());
  try {
    await runMigrations(database);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Runs the command; its answer is the exit code, and a throw prints its message and exits 1. */
export function runCliCommand(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
