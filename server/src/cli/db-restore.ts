// npm run db:restore -- FILE: replaces the embedded database with a db:backup file. The current database
// is renamed aside (DATA_DIR/pglite.before-restore-<time>), never deleted. Stop `npm start` first.
import { restorePglite } from '../db/pglite-backup.ts';
import { fileFromCommandLine, runEmbeddedDatabaseCommand } from '../runtime/embedded-database-command.ts';

const argument = process.argv[2];
if (!argument) {
  console.error('Usage: npm run db:restore -- FILE (a file written by npm run db:backup)');
  process.exit(2);
}

runEmbeddedDatabaseCommand({
  postgresAdvice: [
    'DATABASE_URL is set: restore PostgreSQL with pg_restore, for example',
    '  pg_restore --clean --if-exists --dbname="$DATABASE_URL" mrn.dump',
  ],
  async run(pgliteDirectory) {
    const file = fileFromCommandLine(argument);
    const { setAside } = await restorePglite(file, pgliteDirectory);
    console.log(`Restored ${file} into ${pgliteDirectory}.`);
    if (setAside) console.log(`The database that was there is kept in ${setAside}.`);
    return 0;
  },
});
