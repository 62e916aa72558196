import { randomUUID } from 'node:crypto';
import {
  type AlertDirection,
  type PaymentAlertInputs,
  type RateType,
  type RefinanceAlertInputs,
  rateSeriesById,
  seriesOfRequest,
} from '@mrn/sdk/schemas';
import type { DatabaseExecutor } from '../db/client.ts';
import { preparedStatement } from '../db/prepared-statement.ts';
import { alertEmail, alertRuleCutoffs } from './alert-rules.ts';
import {
  ALERT_PARAMETER_TYPES,
  ALERT_REQUEST_COLUMNS,
  type AlertRequestRow,
  alertRequestCtes,
  runAlertStatement,
} from './alert-statement.ts';
import { PlanLimitError } from './plan-limit.ts';

export { alertEmail } from './alert-rules.ts';

export interface NewAlert {
  email: string;
  /** The catalogued FRED series it watches (its term is the stored rate type)... */
  seriesId?: string;
  /** ... or, without one, the conforming series of this rate type. */
  rateType?: RateType;
  /** Percent; stored with three decimals. */
  threshold: number;
  direction: AlertDirection;
  /** A lead's refinance or payment alert: its kind and inputs (the threshold derived from them). */
  derivedFrom?: LeadAlertInputs;
  /** The partner form the alert came through: its mail is then branded for that partner. */
  formId?: string;
  leadId?: string;
}

export type LeadAlertInputs =
  | { kind: 'refinance'; inputs: RefinanceAlertInputs }
  | { kind: 'payment'; inputs: PaymentAlertInputs };

export interface CreatedAlert {
  alertId: string;
  status: 'pending' | 'active';
  /** False when the same alert is already active, or its confirmation was sent within the last 10 minutes. */
  confirmationQueued: boolean;
}

const createAlertStatement = preparedStatement(
  'mrn_create_alert',
  ALERT_PARAMETER_TYPES,
  (p) => `WITH ${alertRequestCtes(p)} SELECT ${ALERT_REQUEST_COLUMNS} FROM decision`,
);

/** The parameters of an alert request (alert-statement.ts) for `alert` at `now`. */
export function alertRequestParameters(alert: NewAlert, now: Date) {
  const cutoffs = alertRuleCutoffs(now);
  const seriesId = seriesOfRequest({ series: alert.seriesId, rateType: alert.rateType });
  return {
    email: alertEmail(alert.email),
    rateType: rateSeriesById(seriesId)?.term ?? '30y',
    seriesId,
    threshold: alert.threshold.toFixed(3),
    direction: alert.direction,
    kind: alert.derivedFrom?.kind ?? 'rate',
    inputs: alert.derivedFrom ? JSON.stringify(alert.derivedFrom.inputs) : null,
    formId: alert.formId ?? null,
    leadId: alert.leadId ?? null,
    now: now.toISOString(),
    newAlertId: randomUUID(),
    planLimit: cutoffs.planLimit,
    pendingHeldSince: cutoffs.pendingHeldSince.toISOString(),
    confirmationRecentSince: cutoffs.confirmationRecentSince.toISOString(),
  };
}

/**
 * Stores a pending alert and queues its double opt-in mail (branded for the form's partner when
 * `formId` is given), by the rules of alert-rules.ts: asking again for an identical alert re-sends
 * the confirmation (at most once every 10 minutes) instead of creating a second one; PlanLimitError
 * when the address already holds its plan's slots. One database round trip (alert-statement.ts).
 */
export async function createAlert(
  db: DatabaseExecutor,
  alert: NewAlert,
  options: { now?: Date } = {},
): Promise<CreatedAlert> {
  const parameters = alertRequestParameters(alert, options.now ?? new Date());
  const outcome = await runAlertStatement(db, createAlertStatement, parameters);
  switch (outcome.action) {
    case 'refuse':
      throw new PlanLimitError();
    case 'create':
      return { alertId: parameters.newAlertId, status: 'pending', confirmationQueued: true };
    case 'resend':
      return { alertId: existing(outcome).id, status: 'pending', confirmationQueued: true };
    case 'keep':
      return { alertId: existing(outcome).id, status: existing(outcome).status, confirmationQueued: false };
  }
}

function existing(outcome: AlertRequestRow): { id: string; status: 'pending' | 'active' } {
  if (outcome.existing_id === null || outcome.existing_status === null) {
    throw new Error(`An alert request decided '${outcome.action}' without an identical alert`);
  }
  return { id: outcome.existing_id, status: outcome.existing_status };
}
