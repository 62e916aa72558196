import type { HealthReport } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type Database, type DatabaseDriver, queryRows } from '../db/client.ts';

export type { HealthReport };
export type RateCheckStatus = HealthReport['rateChecks'][number];

interface RateCheckRow {
  rate_type: string;
  series_id: string;
  status: string;
  checked_at: string | Date;
  latest_observed_on: string | Date | null;
  message: string | null;
}

const UNDEFINED_TABLE = '42P01';

async function latestRateChecks(db: Database): Promise<RateCheckStatus[]> {
  try {
    const rows = await queryRows<RateCheckRow>(
      db,
      sql`SELECT DISTINCT ON (rate_type) rate_type, series_id, status, checked_at,
                 latest_observed_on::text AS latest_observed_on, message
          FROM rate_checks ORDER BY rate_type, checked_at DESC`,
    );
    return rows.map((row) => ({
      rateType: row.rate_type,
      seriesId: row.series_id,
      status: row.status,
      checkedAt: new Date(row.checked_at).toISOString(),
      latestObservedOn: row.latest_observed_on === null ? null : String(row.latest_observed_on),
      message: row.message,
    }));
  } catch (error) {
    // Before the alerts migration exists there is simply nothing to report.
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
    throw error;
  }
}

/** Database reachability and the last rate check; "degraded" when the last check did not succeed. */
export async function healthReport(
  db: Database,
  driver: DatabaseDriver | 'unknown' = 'unknown',
): Promise<HealthReport> {
  try {
    await queryRows(db, sql`SELECT 1`);
  } catch (error) {
    return {
      status: 'unavailable',
      database: { status: 'error', driver, message: (error as Error).message },
      rateChecks: [],
    };
  }
  const rateChecks = await latestRateChecks(db);
  const degraded = rateChecks.some((check) => check.status !== 'ok');
  return { status: degraded ? 'degraded' : 'ok', database: { status: 'ok', driver }, rateChecks };
}
