// npm run db:backup [-- FILE]: writes the embedded database to FILE (default DATA_DIR/backups/mrn-<time>.tar.gz).
// Stop `npm start` first. With DATABASE_URL (PostgreSQL) it prints the pg_dump command instead.
import path from 'node:path';
import { backupPglite } from '../db/pglite-backup.ts';
import { fileFromCommandLine, runEmbeddedDatabaseCommand } from '../runtime/embedded-database-command.ts';

runEmbeddedDatabaseCommand({
  postgresAdvice: [
    'DATABASE_URL is set: back up PostgreSQL with its own tools, for example',
    '  pg_dump --format=custom --file=mrn.dump "$DATABASE_URL"',
    'and restore with: pg_restore --clean --if-exists --dbname="$DATABASE_URL" mrn.dump',
  ],
  async run(pgliteDirectory, config) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const argument = process.argv[2];
    const file = argument
      ? fileFromCommandLine(argument)
      : path.join(config.DATA_DIR, 'backups', `mrn-${stamp}.tar.gz`);
    const { bytes } = await backupPglite(pgliteDirectory, file);
    console.log(`Backup written: ${file} (${(bytes / 1024).toFixed(0)} KiB)`);
    console.log('Restore it with: npm run db:restore -- FILE');
    return 0;
  },
});
