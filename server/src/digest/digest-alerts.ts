import { type AlertStanding, alertStanding, type StandingAlert } from '@mrn/sdk/finance';
import type { AccountAlert } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { ALERT_RULE_COLUMNS, type AlertRuleRow, alertRuleOf } from '../alerts/alert-rule-row.ts';
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
  rateOf: (rateType: AccountAlert['rateType']) => number | null,
): Promise<DigestAlert[]> {
  const rows = await queryRows<AlertRow>(
    db,
    sql`SELECT ${ALERT_RULE_COLUMNS}, a.status
          FROM alerts a LEFT JOIN alert_disarms d ON d.alert_id = a.id
         WHERE a.email = ${email} AND a.status IN ('active', 'paused')
         ORDER BY a.created_at, a.id`,
  );
  return rows.map((row) => {
    const alert: StandingAlert = alertRuleOf(row);
    return { alert, standing: row.status === 'paused' ? null : alertStanding(alert, rateOf(row.rate_type)) };
  });
}
