import { businessDaysBetween, todayInNewYork } from '@mrn/sdk/rates/rate-freshness';
import { type HealthReport, rateSeriesLabel } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type Database, type DatabaseDriver, queryRows } from '../db/client.ts';

export type { HealthReport };
export type RateCheckStatus = HealthReport['rateChecks'][number];

/** FRED publishes every business day and the worker checks several times a day: two quiet days is an outage. */
export const RATE_CHECK_STALE_AFTER_BUSINESS_DAYS = 2;
/** Mail normally leaves within seconds; ten minutes waiting means the relay or the worker is stuck. */
export const OUTBOX_STALE_AFTER_SECONDS = 10 * 60;

interface RateCheckRow {
  rate_type: string;
  series_id: string;
  status: string;
  checked_at: string | Date;
  latest_observed_on: string | Date | null;
  message: string | null;
  last_ok_at: string | Date | null;
  last_good_date: string | null;
}

interface RateCheckHistory {
  latest: RateCheckStatus;
  lastOkAt: Date | null;
}

const UNDEFINED_TABLE = '42P01';

async function latestRateChecks(db: Database): Promise<RateCheckHistory[]> {
  try {
    const rows = await queryRows<RateCheckRow>(
      db,
      // One row per series: its newest check, when one last succeeded, and its newest stored day.
      sql`SELECT DISTINCT ON (series_id) rate_type, series_id, status, checked_at,
                 latest_observed_on::text AS latest_observed_on, message,
                 (SELECT max(checked_at) FROM rate_checks ok
                   WHERE ok.series_id = c.series_id AND ok.status = 'ok') AS last_ok_at,
                 (SELECT max(observed_on)::text FROM rate_observations o
                   WHERE o.series_id = c.series_id AND NOT o.sample) AS last_good_date
          FROM rate_checks c ORDER BY series_id, checked_at DESC`,
    );
    return rows.map((row) => ({
      latest: {
        rateType: row.rate_type,
        seriesId: row.series_id,
        status: row.status,
        checkedAt: new Date(row.checked_at).toISOString(),
        latestObservedOn: row.latest_observed_on === null ? null : String(row.latest_observed_on),
        message: row.message,
        label: rateSeriesLabel(row.series_id),
        lastOkAt: row.last_ok_at === null ? null : new Date(row.last_ok_at).toISOString(),
        lastGoodDate: row.last_good_date,
      },
      lastOkAt: row.last_ok_at === null ? null : new Date(row.last_ok_at),
    }));
  } catch (error) {
    // Before the alerts migration exists there is simply nothing to report.
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
    throw error;
  }
}

async function outboxBacklog(db: Database, now: Date): Promise<HealthReport['outbox']> {
  const [row] = await queryRows<{ waiting: number; oldest: string | Date | null }>(
    db,
    sql`SELECT count(*)::int AS waiting, min(created_at) AS oldest
          FROM mail_outbox WHERE status IN ('pending', 'sending')`,
  );
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    waiting: row?.waiting ?? 0,
    oldestWaitingSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null,
  };
}

/** Plain-words reasons for "degraded"; none before the first rate check (a fresh install). */
function problemsOf(checks: RateCheckHistory[], outbox: HealthReport['outbox'], now: Date): string[] {
  const problems: string[] = [];
  const today = todayInNewYork(now);
  for (const { latest, lastOkAt } of checks) {
    const series = `${latest.label} (${latest.seriesId})`;
    if (latest.status !== 'ok')
      problems.push(`The last ${series} rate check failed: ${latest.message ?? latest.status}.`);
    const quietDays = lastOkAt
      ? businessDaysBetween(todayInNewYork(lastOkAt), today)
      : Number.POSITIVE_INFINITY;
    if (quietDays > RATE_CHECK_STALE_AFTER_BUSINESS_DAYS) {
      problems.push(
        lastOkAt
          ? `No ${series} rate check has succeeded for ${quietDays} business days (last on ${lastOkAt.toISOString()}).`
          : `No ${series} rate check has succeeded yet.`,
      );
    }
  }
  if (outbox.oldestWaitingSeconds !== null && outbox.oldestWaitingSeconds > OUTBOX_STALE_AFTER_SECONDS) {
    problems.push(
      `The oldest of ${outbox.waiting} waiting mails has waited ${Math.round(outbox.oldestWaitingSeconds / 60)} minutes.`,
    );
  }
  return problems;
}

/**
 * Database reachability, the rate checks and the mail backlog. "degraded" (the product still serves
 * pages, leads and alerts sign-ups) when rate checks fail or have not succeeded for two business
 * days, or mail has waited over ten minutes; "unavailable" when the database does not answer.
 */
export async function healthReport(
  db: Database,
  driver: DatabaseDriver | 'unknown' = 'unknown',
  now: Date = new Date(),
): Promise<HealthReport> {
  try {
    await queryRows(db, sql`SELECT 1`);
  } catch (error) {
    return {
      status: 'unavailable',
      database: { status: 'error', driver, message: (error as Error).message },
      rateChecks: [],
      outbox: { waiting: 0, oldestWaitingSeconds: null },
      problems: ['The database does not answer.'],
    };
  }
  const checks = await latestRateChecks(db);
  const outbox = await outboxBacklog(db, now);
  const problems = problemsOf(checks, outbox, now);
  return {
    status: problems.length > 0 ? 'degraded' : 'ok',
    database: { status: 'ok', driver },
    rateChecks: checks.map((check) => check.latest),
    outbox,
    problems,
  };
}
