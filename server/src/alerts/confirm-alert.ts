import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { FREE_PLAN_ALERT_LIMIT } from './plan-limit.ts';

export type ConfirmOutcome = 'confirmed' | 'already_active' | 'unsubscribed' | 'not_found' | 'plan_limit';

/** Double opt-in, second step: a pending alert becomes active (if the address still has a free slot). */
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
    const [{ active }] = await queryRows<{ active: number }>(
      tx,
      sql`SELECT count(*)::int AS active FROM alerts WHERE email = ${alert.email} AND status = 'active'`,
    );
    if (active >= FREE_PLAN_ALERT_LIMIT) return 'plan_limit';
    const updated = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE alerts SET status = 'active', confirmed_at = ${now.toISOString()}::timestamptz
           WHERE id = ${alertId}::uuid AND status = 'pending' RETURNING id`,
    );
    return updated.length === 1 ? 'confirmed' : 'already_active';
  });
}
