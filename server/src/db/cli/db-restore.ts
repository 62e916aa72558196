// npm run db:restore -- FILE: replaces the embedded database with a db:backup file. The current database
// is renamed aside (DATA_DIR/pglite.before-restore-<time>), never deleted. Stop `npm start` first.
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { restorePglite } from '../pglite-backup.ts';

async function main(): Promise<number> {
  const argument = process.argv[2];
  if (!argument) {
    console.error('Usage: npm run db:restore -- FILE (a file written by npm run db:backup)');
    return 2;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore, for example');
    console.error('  pg_restore --clean --if-exists --dbname="$DATABASE_URL" mrn.dump');
    return 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  const target = path.join(config.DATA_DIR, 'pglite');
  const { setAside } = await restorePglite(file, target);
  console.log(`Restored ${file} into ${target}.`);
  if (setAside) console.log(`The database that was there is kept in ${setAside}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
