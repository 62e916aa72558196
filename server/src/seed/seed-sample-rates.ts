import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.ts';
import { type Database, queryRows } from '../db/client.ts';
import type { RateSeries } from '../rates/index.ts';
import { sampleYear, seriesLock } from '../rates/index.ts';

/**
 * On a database with no observation of any tracked series, stores the bundled sample year of each
 * (flagged `sample`), so `npm start` offline shows rates, charts and calculators' "Use today's
 * rate" at once. Nothing is evaluated against alerts: sample values never mail anyone. The first
 * real observation of a series replaces its sample rows (ingest-observations.ts). Returns whether
 * anything was stored.
 */
export async function seedSampleRates(
  db: Database,
  series: readonly RateSeries[],
  options: { today: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The ingest locks, taken in one fixed order: a concurrent FRED check or a second process
    // starting at the same moment waits, then sees the rows and stores nothing.
    for (const tracked of series) await tx.execute(seriesLock(tracked.seriesId));
    const [existing] = await queryRows<{ found: number }>(
      tx,
      sql`SELECT 1 AS found FROM rate_observations
           WHERE series_id = ANY(${arrayLiteral(series.map((tracked) => tracked.seriesId))}::text[]) LIMIT 1`,
    );
    if (existing) return false;
    for (const { seriesId, rateType } of series) {
      const observations = await sampleYear(seriesId, options.today);
      await tx.execute(
        sql`INSERT INTO rate_observations (series_id, rate_type, observed_on, value, source, sample)
            SELECT ${seriesId}, ${rateType}, day, value, 'sample', true
              FROM unnest(${arrayLiteral(observations.map((observation) => observation.date))}::date[],
                          ${arrayLiteral(observations.map((observation) => observation.value.toFixed(3)))}::numeric[])
                   AS t(day, value)`,
      );
    }
    return true;
  });
}
