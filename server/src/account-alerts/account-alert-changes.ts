import type { AccountAlertCreate, AccountAlertUpdate, AlertKind, Plan } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type AlertRule, alertRuleFor } from '../alerts/index.ts';
import { arrayLiteral } from '../db/array-literal.ts';
import { type Database, type DatabaseExecutor, queryRows } from '../db/client.ts';
import { ApiFailure } from '../http/errors.ts';
import { detachLeadsFromAlerts } from '../leads/index.ts';
import { applyRuleChanges } from './alert-rule-changes.ts';
import { assertFreeSlot, claimAlertAddress } from './alert-slots.ts';

/** The signed-in owner of the alerts: alerts are theirs by address (users.email, canonical). */
export interface AlertOwner {
  userId: string;
  email: string;
}

export const ALERT_NOT_FOUND = 'No alert with this id belongs to your account.';

export const ALERT_MAILS_PAUSED_MESSAGE =
  'Alert mails are paused for your whole account. Turn alert mails back on in your account settings to resume this alert.';

export const alertNotFound = () => new ApiFailure(404, 'not_found', ALERT_NOT_FOUND);

/** The account's plan and pause-all choice as the transaction sees them (not the session's copy). */
async function ownerSettings(
  tx: DatabaseExecutor,
  owner: AlertOwner,
): Promise<{ plan: Plan; alertMailsPaused: boolean }> {
  const [row] = await queryRows<{ plan: Plan; alert_mails_paused: boolean }>(
    tx,
    sql`SELECT plan, alert_mails_paused FROM users WHERE id = ${owner.userId}::uuid`,
  );
  if (!row) throw new ApiFailure(401, 'unauthorized', 'Please sign in to continue.');
  return { plan: row.plan, alertMailsPaused: row.alert_mails_paused };
}

/**
 * A new alert for a signed-in person: active at once (signing in verified the address), within
 * the plan limit (alert-slots.ts, race-safe through claimAlertAddress). Asking for an alert
 * identical to one the address already has reuses it, as the public path does (alert-rules.ts
 * rule 2): an active one stays as it is, a pending or paused one is switched on. While the person
 * has paused all alert mails, the alert is stored paused with the others. Returns the alert's id.
 */
export async function createAccountAlert(
  db: Database,
  owner: AlertOwner,
  input: AccountAlertCreate,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    await claimAlertAddress(tx, owner.email);
    const settings = await ownerSettings(tx, owner);
    const rule = await alertRuleFor(tx, input);
    // Rate-move alerts measure from today's level, so asking again is a new alert, not a repeat.
    const [identical] =
      rule.kind === 'rate_move'
        ? []
        : await queryRows<{ id: string; status: string }>(
            tx,
            sql`SELECT id, status FROM alerts
                 WHERE email = ${owner.email} AND kind = ${rule.kind} AND series_id = ${rule.seriesId}
                   AND direction = ${rule.direction} AND threshold = ${rule.threshold}::numeric
                   AND inputs IS NOT DISTINCT FROM ${rule.inputs === null ? null : JSON.stringify(rule.inputs)}::jsonb
                   AND status IN ('active', 'pending', 'paused')
                 ORDER BY status = 'active' DESC, created_at DESC
                 LIMIT 1`,
          );
    if (settings.alertMailsPaused) {
      if (identical) return identical.id;
      return insertAlert(tx, owner.email, rule, now, 'paused');
    }
    if (identical?.status === 'active') return identical.id;
    await assertFreeSlot(tx, {
      email: owner.email,
      plan: settings.plan,
      now,
      exceptAlertId: identical?.id,
      intent: 'add',
    });
    if (identical) {
      await activate(tx, identical.id, now);
      return identical.id;
    }
    return insertAlert(tx, owner.email, rule, now, 'active');
  });
}

async function insertAlert(
  tx: DatabaseExecutor,
  email: string,
  rule: AlertRule,
  now: Date,
  status: 'active' | 'paused',
): Promise<string> {
  const at = now.toISOString();
  const active = status === 'active';
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO alerts (email, kind, rate_type, series_id, threshold, direction, upper_threshold, inputs,
                            inputs_as_of, rearm_margin, status, paused_by, created_at, confirmed_at)
        VALUES (${email}, ${rule.kind}, ${rule.rateType}, ${rule.seriesId}, ${rule.threshold}::numeric, ${rule.direction},
                ${rule.upperThreshold}::numeric, ${rule.inputs === null ? null : JSON.stringify(rule.inputs)}::jsonb,
                ${rule.kind === 'refinance' ? at.slice(0, 10) : null}::date, ${rule.rearmMargin}::numeric,
                ${status}, ${active ? null : 'pause_all'}, ${at}::timestamptz, ${active ? at : null}::timestamptz)
        RETURNING id`,
  );
  return row.id;
}

/**
 * Switches an alert on from any other status. confirmed_at is the activation time the fan-out's
 * cut-off reads (evaluate-observation.ts), so a crossing from before it does not fire the alert.
 */
async function activate(tx: DatabaseExecutor, alertId: string, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE alerts SET status = 'active', confirmed_at = ${now.toISOString()}::timestamptz,
                          paused_by = NULL, unsubscribed_at = NULL
         WHERE id = ${alertId}::uuid`,
  );
}

/**
 * Edits an alert of the owner's (404 for anyone else's) and pauses or resumes it. Resuming, which
 * also switches on a pending or unsubscribed alert (its owner is verified), respects the plan
 * limit (409) and the account's pause-all (409 alert_mails_paused). Changing what an active alert
 * watches restarts its activation time, so it waits for the next crossing of the new rule.
 */
export async function updateAccountAlert(
  db: Database,
  owner: AlertOwner,
  alertId: string,
  changes: AccountAlertUpdate,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const resuming = changes.status === 'active';
    if (resuming) await claimAlertAddress(tx, owner.email);
    const [alert] = await queryRows<{ status: string; kind: AlertKind }>(
      tx,
      sql`SELECT status, kind FROM alerts WHERE id = ${alertId}::uuid AND email = ${owner.email} FOR UPDATE`,
    );
    if (!alert) throw alertNotFound();
    await applyRuleChanges(tx, alertId, alert.kind, changes, now);
    if (changes.status === 'paused' && alert.status !== 'paused') {
      await tx.execute(
        sql`UPDATE alerts SET status = 'paused', paused_by = 'person' WHERE id = ${alertId}::uuid`,
      );
      await cancelWaitingMail(tx, [alertId], 'paused before sending');
    }
    if (resuming && alert.status !== 'active') {
      const settings = await ownerSettings(tx, owner);
      if (settings.alertMailsPaused)
        throw new ApiFailure(409, 'alert_mails_paused', ALERT_MAILS_PAUSED_MESSAGE);
      await assertFreeSlot(tx, {
        email: owner.email,
        plan: settings.plan,
        now,
        exceptAlertId: alertId,
        intent: 'resume',
      });
      await activate(tx, alertId, now);
    }
  });
}

/** Cancels the not-yet-claimed mail of alerts (the worker also re-checks the alert before sending). */
export async function cancelWaitingMail(
  tx: DatabaseExecutor,
  alertIds: string[],
  reason: string,
): Promise<void> {
  if (alertIds.length === 0) return;
  await tx.execute(
    sql`UPDATE mail_outbox SET status = 'cancelled', last_error = ${reason}
         WHERE alert_id = ANY(${arrayLiteral(alertIds)}::uuid[]) AND status = 'pending'`,
  );
}

/**
 * Deletes an alert of the owner's (404 for anyone else's). Its waiting mail is cancelled; a lead
 * it came from stays with its partner, without the link to the alert that no longer exists.
 */
export async function deleteAccountAlert(db: Database, owner: AlertOwner, alertId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [owned] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id::text AS id FROM alerts WHERE id = ${alertId}::uuid AND email = ${owner.email} FOR UPDATE`,
    );
    if (!owned) throw alertNotFound();
    await detachLeadsFromAlerts(tx, [owned.id]);
    await tx.execute(sql`DELETE FROM alerts WHERE id = ${alertId}::uuid`);
    await cancelWaitingMail(tx, [alertId], 'alert deleted before sending');
  });
}
