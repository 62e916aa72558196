import { type AlertStanding, alertStanding, type StandingAlert } from '@mrn/sdk/finance';
import { sql } from 'drizzle-orm';
import { ALERT_RULE_COLUMNS, type AlertRuleRow, alertRuleOf } from '../alerts/index.ts';
import { arrayLiteral } from '../db/array-literal.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/** An alert as the digest lists it: where it stands, or that it is paused. */
export interface DigestAlert {
  alert: StandingAlert;
  /** Null while paused: a paused alert does not fire wherever the rate is. */
  standing: AlertStanding | null;
}

interface AlertRow extends AlertRuleRow {
  status: 'active' | 'paused';
}

/**
 * The address's active and paused alerts, oldest first, each with where it stands against its
 * series' rate in the digest (sdk/finance alertStanding: points to go, and dollars for the money
 * alerts, as the dashboard shows them).
 */
export async function digestAlerts(
  db: DatabaseExecutor,
  email: string,
  asOf: string,
): Promise<DigestAlert[]> {
  const rows = await queryRows<AlertRow>(
    db,
    sql`SELECT ${ALERT_RULE_COLUMNS}, a.status
          FROM alerts a LEFT JOIN alert_disarms d ON d.alert_id = a.id
         WHERE a.email = ${email} AND a.status IN ('active', 'paused')
         ORDER BY a.created_at, a.id`,
  );
  // Each alert against the newest real value of its own series as of the digest's day.
  const latest = await queryRows<{ series_id: string; value: string }>(
    db,
    sql`SELECT s.series_id, o.value::text AS value
          FROM unnest(${arrayLiteral([...new Set(rows.map((row) => row.series_id))])}::text[]) AS s(series_id)
          JOIN LATERAL (SELECT value FROM rate_observations r
                         WHERE r.series_id = s.series_id AND NOT r.sample AND r.observed_on <= ${asOf}::date
                         ORDER BY observed_on DESC LIMIT 1) AS o ON true`,
  );
  const rateOf = (seriesId: string) => {
    const found = latest.find((row) => row.series_id === seriesId);
    return found ? Number(found.value) : null;
  };
  return rows.map((row) => {
    const alert: StandingAlert = alertRuleOf(row);
    return { alert, standing: row.status === 'paused' ? null : alertStanding(alert, rateOf(row.series_id)) };
  });
}
