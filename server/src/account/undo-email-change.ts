import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { moveAccountAddress } from './move-account-address.ts';

/**
 * - `undone`: the account is at the old address again (or never left it), signed out everywhere.
 * - `already_undone`: the link was pressed before; nothing more to do.
 * - `old_address_taken`: the old address has an account of its own meanwhile (signed up while
 *   locked out), so the account cannot move back: nothing changed, the link still works.
 */
export type EmailChangeUndoOutcome = 'undone' | 'already_undone' | 'old_address_taken';

interface ChangeRow {
  user_id: string;
  old_email: string;
  requested_at: Date | string;
  undone_at: Date | string | null;
  email: string;
}

/**
 * "This wasn't me", pressed on the page of the link mailed to the old address (good for 7 days,
 * checked by its signature). In one transaction: the account moves back to the old address if it
 * left it (even if it moved on again since); every open address change of the account is void;
 * this change and any later one are marked undone (which also ends the 24-hour hold on API keys);
 * every session ends; the API keys made since the change was asked for are revoked.
 */
export async function undoEmailChange(
  db: Database,
  changeId: string,
  now: Date,
): Promise<EmailChangeUndoOutcome | 'not_found'> {
  try {
    return await db.transaction(async (tx) => {
      const [change] = await queryRows<ChangeRow>(
        tx,
        sql`SELECT c.user_id, c.old_email, c.requested_at, c.undone_at, u.email
              FROM account_email_changes c JOIN users u ON u.id = c.user_id
             WHERE c.id = ${changeId}::uuid FOR UPDATE OF c, u`,
      );
      if (!change) return 'not_found';
      if (change.undone_at) return 'already_undone';
      if (change.email !== change.old_email) {
        const moved = await moveAccountAddress(tx, change.user_id, {
          from: change.email,
          to: change.old_email,
        });
        if (moved === 'taken') return 'old_address_taken';
      }
      const moment = now.toISOString();
      const requestedAt = new Date(change.requested_at).toISOString();
      await tx.execute(
        sql`UPDATE auth_challenges SET used_at = ${moment}::timestamptz
             WHERE user_id = ${change.user_id}::uuid AND purpose = 'email_change' AND used_at IS NULL`,
      );
      await tx.execute(
        sql`UPDATE account_email_changes SET undone_at = ${moment}::timestamptz
             WHERE user_id = ${change.user_id}::uuid AND undone_at IS NULL AND requested_at >= ${requestedAt}::timestamptz`,
      );
      await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${change.user_id}::uuid`);
      await tx.execute(
        sql`UPDATE partner_api_keys SET revoked_at = ${moment}::timestamptz
             WHERE revoked_at IS NULL AND created_at >= ${requestedAt}::timestamptz
               AND partner_id IN (SELECT id FROM partners WHERE user_id = ${change.user_id}::uuid)`,
      );
      return 'undone';
    });
  } catch (error) {
    // The old address got an account at the same moment: as if it had one before.
    if (isUniqueViolation(error)) return 'old_address_taken';
    throw error;
  }
}
