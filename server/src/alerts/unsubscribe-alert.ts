import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { enqueueLeadEvents } from '../webhooks/index.ts';

export type UnsubscribeOutcome = 'unsubscribed' | 'already_unsubscribed' | 'not_found';

/**
 * Takes effect at once: the alert leaves the fan-out index and any of its mail still waiting in the
 * outbox is cancelled (the worker also re-checks the status right before sending).
 */
export async function unsubscribeAlert(
  db: Database,
  alertId: string,
  now: Date,
): Promise<UnsubscribeOutcome> {
  return db.transaction(async (tx) => {
    const [alert] = await queryRows<{ status: string }>(
      tx,
      sql`SELECT status FROM alerts WHERE id = ${alertId}::uuid`,
    );
    if (!alert) return 'not_found';
    if (alert.status === 'unsubscribed') return 'already_unsubscribed';
    await tx.execute(
      sql`UPDATE alerts SET status = 'unsubscribed', unsubscribed_at = ${now.toISOString()}::timestamptz WHERE id = ${alertId}::uuid`,
    );
    await tx.execute(
      sql`UPDATE mail_outbox SET status = 'cancelled', last_error = 'unsubscribed before sending'
           WHERE alert_id = ${alertId}::uuid AND status = 'pending'`,
    );
    await enqueueLeadEvents(tx, 'lead.unsubscribed', { alertIds: [alertId] }, now);
    return 'unsubscribed';
  });
}
