import path from 'node:path';
import { type Config, loadConfig } from '../config.ts';

interface EmbeddedDatabaseCommand {
  /** What to do instead when DATABASE_URL points at PostgreSQL, one line each. */
  postgresAdvice: readonly string[];
  /** The command on the embedded database's folder; resolves to the exit code. */
  run: (pgliteDirectory: string, config: Config) => Promise<number>;
}

/**
 * Runs a db:backup / db:restore style command: these act on the embedded (PGlite) database's files,
 * so with PostgreSQL they only say which tools to use (exit 2). An error prints its message (exit 1).
 */
export function runEmbeddedDatabaseCommand(command: EmbeddedDatabaseCommand): void {
  const main = async (): Promise<number> => {
    const config = loadConfig();
    if (config.DATABASE_URL) {
      for (const line of command.postgresAdvice) console.error(line);
      return 2;
    }
    return command.run(path.join(config.DATA_DIR, 'pglite'), config);
  };
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

/** A file named on the command line, from the folder `npm run` was started in (npm sets INIT_CWD). */
export function fileFromCommandLine(argument: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
}
