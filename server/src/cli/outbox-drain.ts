// `npm run outbox:drain`: writes the mails of alerts fired and not yet expanded, sends every mail due
// now, then exits (a cron-style alternative to the worker's fan-out and outbox loops).
import { expandAllFanOuts } from '../alerts/expand-fanout.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { mailSenderFromConfig } from '../mail/mail-sender-from-config.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { DEFAULT_LEASE_MS, drainOutbox } from '../outbox/outbox-worker.ts';

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(config);
const sender = mailSenderFromConfig(config, logger);
try {
  await runMigrations(database);
  const expanded = await expandAllFanOuts(database.db);
  const report = await drainOutbox({
    composers: MAIL_KINDS,
    db: database.db,
    sender,
    settings: mailSettingsFromConfig(config),
    logger,
    // Knobs for operators and the crash test; defaults suit production.
    batchSize: Number(process.env.OUTBOX_BATCH_SIZE ?? 50),
    leaseMs: Number(process.env.OUTBOX_LEASE_MS ?? DEFAULT_LEASE_MS),
  });
  console.log(JSON.stringify({ expanded, ...report }));
} finally {
  sender.close();
  await database.close();
}
