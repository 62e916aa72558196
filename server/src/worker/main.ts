// `npm run worker`: rate checks and the mail outbox in their own process (run web nodes with WORKER=off).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { startWorker } from './start-worker.ts';

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(config);
await runMigrations(database);
const worker = startWorker({ db: database.db, config, logger });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker stopping');
  await worker.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
