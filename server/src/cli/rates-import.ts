// `npm run rates:import -- FILE.csv`: loads a FRED CSV download by hand (offline set-up, back-fill). The
// series is the CSV header's value column (observation_date,OBMMIFHA30YF), which must be a catalogued
// series (sdk/src/schemas/rate-series.ts): a FRED download of any of them imports as it is.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { rateChecks } from '../db/schema/rates.ts';
import { fanOutMessage } from '../rates/fan-out-message.ts';
import { ingestObservations } from '../rates/ingest-observations.ts';
import { parseFredCsv } from '../rates/parse-fred-csv.ts';
import { TRACKED_RATE_SERIES } from '../rates/rate-series.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run rates:import -- FILE.csv');
  process.exit(2);
}
const text = await readFile(path.resolve(file), 'utf8');
const seriesId =
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/, 1)[0]
    .split(',')[1]
    ?.trim() ?? '';
const config = loadConfig();
const known = TRACKED_RATE_SERIES.find((series) => series.seriesId === seriesId);
if (!known) {
  console.error(
    `"${seriesId}" is not a catalogued series. The CSV's header must name one of: ` +
      `${TRACKED_RATE_SERIES.map((series) => series.seriesId).join(', ')}.`,
  );
  process.exit(2);
}
const { rateType } = known;
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
