import { PLAN_ACTIVE_ALERT_LIMITS, type Plan } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { liftBounceSuppression } from '../bounces/index.ts';
import { type Database, queryRows } from '../db/client.ts';
import { enqueueLeadEvents } from '../webhooks/index.ts';

export type ConfirmOutcome = 'confirmed' | 'already_active' | 'unsubscribed' | 'not_found' | 'plan_limit';

/**
 * Double opt-in, second step: a pending alert becomes active, if the address still has a free slot
 * on its plan (Pro when an account with the address is on Pro). When that account has paused all
 * alert mails, the alert is confirmed but joins the others paused, and wakes with them.
 */
export async function confirmAlert(db: Database, alertId: string, now: Date): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const [alert] = await queryRows<{ email: string; status: string }>(
      tx,
      sql`SELECT email, status FROM alerts WHERE id = ${alertId}::uuid`,
    );
    if (!alert) return 'not_found';
    if (alert.status === 'active') return 'already_active';
    if (alert.status === 'unsubscribed') return 'unsubscribed';
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`alerts:${alert.email}`}))`);
    const [{ active, plan, paused }] = await queryRows<{
      active: number;
      plan: Plan | null;
      paused: boolean | null;
    }>(
      tx,
      sql`SELECT (SELECT count(*)::int FROM alerts WHERE email = ${alert.email} AND status = 'active') AS active,
                 u.plan, u.alert_mails_paused AS paused
            FROM (SELECT) AS one LEFT JOIN users u ON u.email = ${alert.email}`,
    );
    if (active >= PLAN_ACTIVE_ALERT_LIMITS[plan ?? 'free']) return 'plan_limit';
    const updated = await queryRows<{ id: string }>(
      tx,
      paused
        ? sql`UPDATE alerts SET status = 'paused', paused_by = 'pause_all', confirmed_at = ${now.toISOString()}::timestamptz
               WHERE id = ${alertId}::uuid AND status = 'pending' RETURNING id`
        : sql`UPDATE alerts SET status = 'active', confirmed_at = ${now.toISOString()}::timestamptz
               WHERE id = ${alertId}::uuid AND status = 'pending' RETURNING id`,
    );
    if (updated.length === 1) await enqueueLeadEvents(tx, 'lead.confirmed', { alertIds: [alertId] }, now);
    // Confirmed from the mailed link: the address receives mail again (a bounce suppression ends).
    if (updated.length === 1) await liftBounceSuppression(tx, alert.email);
    return updated.length === 1 ? 'confirmed' : 'already_active';
  });
}
