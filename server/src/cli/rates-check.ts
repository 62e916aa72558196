// `npm run rates:check`: one FRED check of every tracked series, by hand. Exit code 1 if any series failed.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { checkRates } from '../rates/check-rates.ts';
import { fanOutMessage } from '../rates/fan-out-message.ts';
import { createFredClient } from '../rates/fred-client.ts';
import { fredClientOptions } from '../rates/fred-settings.ts';
import { TRACKED_RATE_SERIES } from '../rates/rate-series.ts';

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(config);
try {
  await runMigrations(database);
  const outcomes = await checkRates({
    db: database.db,
    fred: createFredClient(fredClientOptions(config)),
    series: TRACKED_RATE_SERIES,
    logger,
  });
  for (const outcome of outcomes) {
    const detail =
      outcome.status === 'ok'
        ? `${outcome.newObservations} new, ${outcome.revisedObservations} revised, latest ${outcome.latestDate ?? 'none'}, ${fanOutMessage(outcome.alertFanOutQueued)}`
        : outcome.message;
    console.log(`${outcome.seriesId}: ${outcome.status} (${detail})`);
  }
  process.exitCode = outcomes.every((outcome) => outcome.status === 'ok') ? 0 : 1;
} finally {
  await database.close();
}
