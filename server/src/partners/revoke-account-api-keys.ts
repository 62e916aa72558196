import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/**
 * Revokes every live API key of the partner profile an account runs ("sign out everywhere" with
 * keys): requests with them are refused at once on every node, as after a revoke in the console.
 * Returns how many keys were revoked (none for an account without a partner profile).
 */
export async function revokeAccountApiKeys(db: DatabaseExecutor, userId: string): Promise<number> {
  const revoked = await queryRows<{ id: string }>(
    db,
    sql`UPDATE partner_api_keys SET revoked_at = now()
         WHERE revoked_at IS NULL
           AND partner_id IN (SELECT id FROM partners WHERE user_id = ${userId}::uuid)
        RETURNING id`,
  );
  return revoked.length;
}
