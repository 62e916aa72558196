import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import type { ClaimedMail, Composition, MailContext } from '../outbox/index.ts';
import { partnerBrandingForForm } from '../partner-addresses/index.ts';
import { type AlertRow, alertFields } from './alert-mail-row.ts';
import { rateAlertMail } from './rate-alert-mail.ts';

interface RateAlertRow extends AlertRow {
  outbox_id: string;
  observed_on: string;
  value: string;
  previous_value: string | null;
  mailed_today: boolean;
}

/** Midnight UTC after `now`: the day an alert mail already went out on is over then. */
function nextUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * All the rate-alert mails of a claim with one query for each alert, its observation and the
 * value before it, plus one per partner form among them for its branding. (A query per mail made
 * the database round trips, not SMTP, the limit on mails per second.)
 *
 * Never more than one alert mail per person per day: a person's rows in the claim (the claim takes
 * all of them together, see rate-alert-companions.ts) become one mail, sent from the first row and
 * recording the others; if an alert mail already went to the person today (UTC), they wait for
 * tomorrow, and whatever else fires meanwhile joins them. Alerts from different partners' forms
 * are not mixed in one mail (each carries its partner's name and reply-to).
 */
async function composeByOutboxId(
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: readonly ClaimedMail[],
  now: Date,
): Promise<Map<number, Composition>> {
  const wanted = claimed.filter((row) => row.alertId !== null && row.observationId !== null);
  const rows =
    wanted.length === 0
      ? []
      : await queryRows<RateAlertRow>(
          db,
          sql`SELECT c.outbox_id::text AS outbox_id,
                     a.id, a.email, a.rate_type, a.threshold::text AS threshold, a.direction, a.status, a.form_id,
                     a.kind, a.inputs, a.rearm_margin::text AS rearm_margin,
                     o.series_id, o.observed_on::text AS observed_on,
                     -- The value the alert fired on, even if FRED revised it since.
                     coalesce(f.observed_value, o.value)::text AS value,
                     (SELECT p.value::text FROM rate_observations p
                       WHERE p.series_id = o.series_id AND p.observed_on < o.observed_on
                       ORDER BY p.observed_on DESC LIMIT 1) AS previous_value,
                     -- By alerts_email_idx (live alerts) and mail_outbox_alert_sent_idx: a few index probes.
                     EXISTS (SELECT 1 FROM alerts mine JOIN mail_outbox sent ON sent.alert_id = mine.id
                              WHERE mine.email = a.email AND mine.status <> 'unsubscribed'
                                AND sent.status = 'sent' AND sent.kind = 'rate_alert'
                                AND sent.sent_at >= ${nextUtcDay(now).toISOString()}::timestamptz - interval '1 day')
                       AS mailed_today
                FROM unnest(${arrayLiteral(wanted.map((row) => row.id))}::bigint[],
                            ${arrayLiteral(wanted.map((row) => row.alertId as string))}::uuid[],
                            ${arrayLiteral(wanted.map((row) => row.observationId as number))}::bigint[])
                       AS c(outbox_id, alert_id, observation_id)
                JOIN alerts a ON a.id = c.alert_id
                JOIN rate_observations o ON o.id = c.observation_id
                LEFT JOIN alert_fanouts f ON f.observation_id = c.observation_id
               ORDER BY c.outbox_id`,
        );
  const formIds = [...new Set(rows.flatMap((row) => (row.form_id ? [row.form_id] : [])))];
  const branding = new Map(
    await Promise.all(
      formIds.map(async (formId) => [formId, await partnerBrandingForForm(db, formId)] as const),
    ),
  );
  const groups = new Map<string, RateAlertRow[]>();
  for (const row of rows) {
    if (row.status !== 'active') continue;
    const key = `${row.email}\n${row.form_id ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const compositions = new Map<number, Composition>();
  for (const [first, ...others] of groups.values()) {
    if (first.mailed_today) {
      for (const row of [first, ...others]) {
        compositions.set(Number(row.outbox_id), {
          action: 'defer',
          until: nextUtcDay(now),
          reason: 'an alert mail already went to this address today',
        });
      }
      continue;
    }
    const partner = first.form_id ? branding.get(first.form_id) : undefined;
    const input = (row: RateAlertRow) => ({
      alert: alertFields(row),
      observation: {
        seriesId: row.series_id,
        date: row.observed_on,
        value: row.value,
        previousValue: row.previous_value,
      },
      partner,
    });
    compositions.set(Number(first.outbox_id), {
      action: 'send',
      mail: rateAlertMail(settings, input(first), ...others.map(input)),
      alsoRecords: others.map((row) => Number(row.outbox_id)),
    });
    for (const row of others) {
      compositions.set(Number(row.outbox_id), { action: 'merged', into: Number(first.outbox_id) });
    }
  }
  return compositions;
}

const NO_LONGER_ACTIVE: Composition = { action: 'cancel', reason: 'alert is no longer active' };

/** The claim's rate-alert rows (claim order) to one composition each; a row whose alert is gone or off is cancelled. */
export async function composeRateAlertMails(
  { db, settings, now }: MailContext,
  rows: readonly ClaimedMail[],
): Promise<Composition[]> {
  const compositions = await composeByOutboxId(db, settings, rows, now);
  return rows.map((row) => compositions.get(row.id) ?? NO_LONGER_ACTIVE);
}
