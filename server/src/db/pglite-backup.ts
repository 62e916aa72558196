import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDirectory } from './data-directory-lock.ts';

/**
 * Backup and restore of the embedded (PGlite) database as one gzipped tar file, so a laptop install can
 * move to a server (or another laptop) with its leads. The database must not be in use: the data
 * directory lock refuses while `npm start` or a worker holds it. For PostgreSQL use pg_dump/pg_restore.
 */
export async function backupPglite(dataDirectory: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(dataDirectory) || readdirSync(dataDirectory).length === 0) {
    throw new Error(`There is no embedded database in ${dataDirectory} to back up.`);
  }
  const unlock = lockDataDirectory(dataDirectory);
  try {
    const database = new PGlite(dataDirectory);
    try {
      // dumpDataDir does not wait for start-up itself (it never settles when called too early).
      await database.waitReady;
      const dump = await database.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, bytes, { flag: 'wx' });
      return { bytes: bytes.length };
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Restores a backup into `dataDirectory`. An existing database there is kept, renamed aside with the
 * time (never deleted), and the restored one is opened once to prove it is readable.
 */
export async function restorePglite(
  file: string,
  dataDirectory: string,
  now: Date = new Date(),
): Promise<{ setAside?: string }> {
  const backup = new Blob([readFileSync(file)]);
  const unlock = lockDataDirectory(dataDirectory);
  try {
    let setAside: string | undefined;
    if (existsSync(dataDirectory) && readdirSync(dataDirectory).length > 0) {
      setAside = `${dataDirectory}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dataDirectory, setAside);
    }
    mkdirSync(dataDirectory, { recursive: true });
    const database = new PGlite(dataDirectory, { loadDataDir: backup });
    try {
      await database.query('SELECT 1');
    } finally {
      await database.close();
    }
    return { setAside };
  } finally {
    unlock();
  }
}
