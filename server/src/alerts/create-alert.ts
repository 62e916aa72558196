import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { RateType } from '../rates/rate-type.ts';
import type { AlertDirection } from './alert-direction.ts';
import { FREE_PLAN_ALERT_LIMIT, PlanLimitError } from './plan-limit.ts';

export interface NewAlert {
  email: string;
  rateType: RateType;
  /** Percent; stored with three decimals. */
  threshold: number;
  direction: AlertDirection;
  /** The partner form the alert came through: its mail is then branded for that partner. */
  formId?: string;
  leadId?: string;
}

export interface CreatedAlert {
  alertId: string;
  status: 'pending' | 'active';
  /** False when the same alert is already active, or its confirmation was sent within the last 10 minutes. */
  confirmationQueued: boolean;
}

/** A pending alert holds a plan slot only while its confirmation link is still valid. */
const PENDING_HOLDS_SLOT = '7 days';

/** Repeated requests for the same pending alert re-send its confirmation at most this often (no mail bombing). */
const CONFIRMATION_RESEND_GAP = '10 minutes';

/** The rule arguments that end every call of `mrn_create_alert` and `mrn_store_lead`: the limits live here, not in SQL. */
export const ALERT_RULE_ARGUMENTS = sql`${FREE_PLAN_ALERT_LIMIT}::int, ${PENDING_HOLDS_SLOT}::interval, ${CONFIRMATION_RESEND_GAP}::interval`;

/** Alerts store addresses trimmed and lower-cased, so the plan limit cannot be dodged with capitals. */
export function alertEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Stores a pending alert and queues its double opt-in mail (branded for the form's partner when
 * `formId` is given). Asking again for an identical alert re-sends the confirmation (at most once
 * every 10 minutes) instead of creating a second one. Throws PlanLimitError when the address already has
 * FREE_PLAN_ALERT_LIMIT alerts active or awaiting confirmation.
 *
 * One round trip: the checks and inserts run in the database function `mrn_create_alert`
 * (migrations/0003), which takes a per-address advisory lock so two parallel requests cannot both
 * take the last slot. Partner leads call the same function from `mrn_store_lead`.
 */
export async function createAlert(
  db: DatabaseExecutor,
  alert: NewAlert,
  options: { now?: Date } = {},
): Promise<CreatedAlert> {
  const now = (options.now ?? new Date()).toISOString();
  const [created] = await queryRows<{
    alert_id: string | null;
    status: 'pending' | 'active' | 'plan_limit';
    confirmation_queued: boolean;
  }>(
    db,
    sql`SELECT alert_id, status, confirmation_queued
          FROM mrn_create_alert(${alertEmail(alert.email)}, ${alert.rateType}, ${alert.threshold.toFixed(3)}::numeric,
                                ${alert.direction}, ${alert.formId ?? null}, ${alert.leadId ?? null}::uuid,
                                ${now}::timestamptz, ${ALERT_RULE_ARGUMENTS})`,
  );
  if (created.status === 'plan_limit' || created.alert_id === null) throw new PlanLimitError();
  return {
    alertId: created.alert_id,
    status: created.status,
    confirmationQueued: created.confirmation_queued,
  };
}
