import { type AlertStanding, alertStanding, type StandingAlert } from '@mrn/sdk/finance';
import type { AccountAlert } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { alertInputsOf } from '../account-alerts/account-alert-store.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/** An alert as the digest lists it: where it stands, or that it is paused. */
export interface DigestAlert {
  alert: StandingAlert;
  /** Null while paused: a paused alert does not fire wherever the rate is. */
  standing: AlertStanding | null;
}

interface AlertRow {
  kind: AccountAlert['kind'];
  rate_type: AccountAlert['rateType'];
  direction: AccountAlert['direction'];
  threshold: string;
  upper_threshold: string | null;
  rearm_margin: string | null;
  armed: boolean;
  rearm_at: string | null;
  inputs: unknown;
  status: 'active' | 'paused';
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

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
    sql`SELECT kind, rate_type, direction, threshold::text AS threshold, upper_threshold::text AS upper_threshold,
               rearm_margin::text AS rearm_margin, armed, rearm_at::text AS rearm_at, inputs, status
          FROM alerts WHERE email = ${email} AND status IN ('active', 'paused')
         ORDER BY created_at, id`,
  );
  return rows.map((row) => {
    const alert: StandingAlert = {
      kind: row.kind,
      rateType: row.rate_type,
      threshold: Number(row.threshold),
      upperThreshold: numberOrNull(row.upper_threshold),
      direction: row.direction,
      armed: row.armed,
      rearmMargin: numberOrNull(row.rearm_margin),
      rearmAt: numberOrNull(row.rearm_at),
      inputs: alertInputsOf(row.kind, row.inputs),
    };
    return { alert, standing: row.status === 'paused' ? null : alertStanding(alert, rateOf(row.rate_type)) };
  });
}
