import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes opening one directory corrupt it. A pid
 * lock file turns that mistake into a clear error. Returns the release function.
 */
export function lockDataDirectory(dataDirectory: string): () => void {
  const lockFile = `${dataDirectory}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const descriptor = openSync(lockFile, 'wx');
      writeSync(descriptor, String(process.pid));
      closeSync(descriptor);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isProcessAlive(holder)) {
        throw new Error(
          `The embedded database in ${dataDirectory} is in use by process ${holder}. ` +
            'Stop that process first, or use DATABASE_URL (PostgreSQL) to share one database between processes.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDirectory}`);
}
