import type { AlertDirection, AlertKind, RateType } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { alertInputsOf } from './alert-inputs-of.ts';

/** An alert as its mails read it (alerts row, numbers as text). */
export interface AlertRow {
  id: string;
  email: string;
  rate_type: RateType;
  /** The series the alert watches (for a rate alert, also its observation's). */
  series_id: string;
  threshold: string;
  direction: AlertDirection;
  status: string;
  form_id: string | null;
  kind: AlertKind;
  inputs: unknown;
  rearm_margin: string | null;
}

/** The alert an outbox row names, as it is now. */
export async function loadAlert(db: DatabaseExecutor, alertId: string): Promise<AlertRow | undefined> {
  const [row] = await queryRows<AlertRow>(
    db,
    sql`SELECT id, email, rate_type, series_id, threshold::text AS threshold, direction, status, form_id, kind, inputs,
               rearm_margin::text AS rearm_margin
          FROM alerts WHERE id = ${alertId}::uuid`,
  );
  return row;
}

/** The alert as the mail templates take it. */
export function alertFields(row: AlertRow) {
  return {
    id: row.id,
    email: row.email,
    rateType: row.rate_type,
    seriesId: row.series_id,
    threshold: row.threshold,
    direction: row.direction,
    kind: row.kind,
    inputs: alertInputsOf(row.kind, row.inputs),
    rearmMargin: row.rearm_margin,
  };
}
