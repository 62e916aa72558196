import { CONFORMING_SERIES, RATE_TYPES, type RateType } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import type { ClaimedMail, Composition } from '../outbox/index.ts';
import { biggestChange } from './biggest-change.ts';
import { digestAlerts } from './digest-alerts.ts';
import { type RatePoint, type SeriesWeek, seriesWeek } from './series-week.ts';
import { weeklyDigestMail } from './weekly-digest-mail.ts';

/** Two years of readings: enough to say "the biggest move since ..." for any ordinary week. */
const HISTORY_DAYS = 730;

interface DigestRow {
  user_id: string;
  email: string;
  week_of: string;
  as_of: string;
  subscribed: boolean;
}

/**
 * A rate type's readings up to the digest's date, oldest first, from its conforming series (the headline
 * rates; alerts on other series are measured against their own, see digest-alerts.ts) (real readings only, not the bundled sample year). Empty when there are none.
 */
async function seriesPoints(
  db: DatabaseExecutor,
  rateType: RateType,
  asOf: string,
): Promise<{ seriesId: string; points: RatePoint[] } | null> {
  const rows = await queryRows<{ series_id: string; observed_on: string; value: string }>(
    db,
    sql`WITH latest AS (
          SELECT series_id, observed_on FROM rate_observations
           WHERE series_id = ${CONFORMING_SERIES[rateType]} AND NOT sample AND observed_on <= ${asOf}::date
           ORDER BY observed_on DESC LIMIT 1)
        SELECT o.series_id, o.observed_on::text AS observed_on, o.value::text AS value
          FROM rate_observations o JOIN latest l ON o.series_id = l.series_id
         WHERE NOT o.sample AND o.observed_on <= l.observed_on
           AND o.observed_on > l.observed_on - ${HISTORY_DAYS}::int
         ORDER BY o.observed_on`,
  );
  if (rows.length === 0) return null;
  return {
    seriesId: rows[0].series_id,
    points: rows.map((row) => ({ date: row.observed_on, value: Number(row.value) })),
  };
}

/**
 * A queued weekly digest, composed from the database as it is at send time: cancelled when the
 * person turned the digest off (or deleted the account) after it was queued, sent to the account's
 * current address otherwise.
 */
export async function composeWeeklyDigestMail(
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: ClaimedMail,
): Promise<Composition> {
  const [digest] = await queryRows<DigestRow>(
    db,
    sql`SELECT d.user_id::text AS user_id, u.email, d.week_of::text AS week_of, d.as_of::text AS as_of,
               EXISTS (SELECT FROM weekly_digest_subscribers s WHERE s.user_id = d.user_id) AS subscribed
          FROM weekly_digests d JOIN users u ON u.id = d.user_id
         WHERE d.outbox_id = ${claimed.id}`,
  );
  if (!digest) return { action: 'cancel', reason: 'account no longer exists' };
  if (!digest.subscribed) return { action: 'cancel', reason: 'weekly digest turned off' };

  const series: { rateType: RateType; seriesId: string; week: SeriesWeek }[] = [];
  for (const rateType of RATE_TYPES) {
    const found = await seriesPoints(db, rateType, digest.as_of);
    if (found) series.push({ rateType, seriesId: found.seriesId, week: seriesWeek(found.points) });
  }
  if (series.length === 0) return { action: 'cancel', reason: 'no rates to report' };

  const alerts = await digestAlerts(db, digest.email, digest.as_of);
  return {
    action: 'send',
    mail: weeklyDigestMail(settings, {
      userId: digest.user_id,
      email: digest.email,
      weekOf: digest.week_of,
      series,
      biggest: biggestChange(series),
      alerts,
    }),
  };
}
