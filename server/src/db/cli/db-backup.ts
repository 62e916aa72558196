// npm run db:backup [-- FILE]: writes the embedded database to FILE (default DATA_DIR/backups/mrn-<time>.tar.gz).
// Stop `npm start` first. With DATABASE_URL (PostgreSQL) it prints the pg_dump command instead.
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { backupPglite } from '../pglite-backup.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL is set: back up PostgreSQL with its own tools, for example');
    console.error('  pg_dump --format=custom --file=mrn.dump "$DATABASE_URL"');
    console.error('and restore with: pg_restore --clean --if-exists --dbname="$DATABASE_URL" mrn.dump');
    return 2;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const argument = process.argv[2];
  const file = argument
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), argument)
    : path.join(config.DATA_DIR, 'backups', `mrn-${stamp}.tar.gz`);
  const { bytes } = await backupPglite(path.join(config.DATA_DIR, 'pglite'), file);
  console.log(`Backup written: ${file} (${(bytes / 1024).toFixed(0)} KiB)`);
  console.log('Restore it with: npm run db:restore -- FILE');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
