import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.ts';
import type { DatabaseExecutor } from '../db/client.ts';

/**
 * Before the person deletes alerts: their leads stay with their partners without the link, and a
 * partner for whom the person had confirmed the alert sees "no alert" from now on (lead-status.ts).
 * Leads that only joined an alert made elsewhere just lose the link: they never showed it.
 */
export async function detachLeadsFromAlerts(
  db: DatabaseExecutor,
  alertIds: readonly string[],
): Promise<void> {
  if (alertIds.length === 0) return;
  await db.execute(
    sql`UPDATE leads l
           SET alert_id = NULL,
               alert_deleted = l.alert_deleted OR (a.confirmed_at IS NOT NULL AND EXISTS (
                 SELECT FROM forms own_form WHERE own_form.id = a.form_id AND own_form.partner_id = l.partner_id))
          FROM alerts a
         WHERE a.id = l.alert_id AND l.alert_id = ANY(${arrayLiteral([...alertIds])}::uuid[])`,
  );
}
