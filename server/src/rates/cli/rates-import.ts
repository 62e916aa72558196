// `npm run rates:import -- FILE.csv [--type 30y|15y]`: loads a FRED CSV download by hand (offline set-up,
// back-fill). The series is read from the CSV header; its rate type from the configured series, or --type.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isRateType } from '@mrn/sdk/schemas';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { rateChecks } from '../../db/schema/rates.ts';
import { ingestObservations } from '../ingest-observations.ts';
import { parseFredCsv } from '../parse-fred-csv.ts';
import { rateSeriesFromConfig } from '../rate-series.ts';
import { fanOutMessage } from './fan-out-message.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { type: { type: 'string' } } });
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run rates:import -- FILE.csv [--type 30y|15y]');
  process.exit(2);
}
const text = await readFile(path.resolve(file), 'utf8');
const seriesId = text.split(/\r?\n/, 1)[0].split(',')[1]?.trim();
const config = loadConfig();
const known = rateSeriesFromConfig(config).find((series) => series.seriesId === seriesId);
const rateType = values.type ?? known?.rateType;
if (!seriesId || !isRateType(rateType)) {
  console.error(`Cannot tell the rate type of series "${seriesId ?? ''}"; pass --type 30y or --type 15y.`);
  process.exit(2);
}
const database = await openDatabase(config);
try {
  await runMigrations(database);
  const result = await ingestObservations(database.db, {
    seriesId,
    rateType,
    source: 'csv-import',
    observations: parseFredCsv(text),
    today: new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10),
  });
  if (result.status === 'rejected') {
    console.error(`Rejected, nothing stored: ${result.reason}`);
    process.exitCode = 1;
  } else {
    await database.db.insert(rateChecks).values({
      seriesId,
      rateType,
      status: 'ok',
      newObservations: result.inserted,
      latestObservedOn: result.latest?.date ?? null,
      message: `imported from ${path.basename(file)}`,
    });
    console.log(
      `${seriesId} (${rateType}): ${result.inserted} new observations, ${result.revised} revised, latest ${result.latest?.date ?? 'none'}, ` +
        fanOutMessage(result.evaluation?.queued ?? false),
    );
  }
} finally {
  await database.close();
}
