import { sql } from 'drizzle-orm';
import { redeemLinkToken } from '../auth/index.ts';
import { type Database, queryRows } from '../db/client.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiFailure } from '../http/errors.ts';
import { moveAccountAddress } from './move-account-address.ts';

export const INVALID_EMAIL_CHANGE_LINK =
  'This link has expired or was already used. Ask for a new one from your account page.';

export const EMAIL_TAKEN =
  'That address already has an account. Sign in with it, or delete that account first.';

/**
 * The second step of an email change: the link mailed to the new address proves control of it and
 * names the account. In one transaction (so a refusal leaves the link usable): the new address must
 * not belong to another account (409); the account moves to it (move-account-address.ts); the
 * change is recorded confirmed (the old address's "This wasn't me" link can still undo it, and no
 * API key is made for a day); the account's other sessions end (`keepSessionId`, the session of the
 * browser that confirmed, if it is this account's, stays). Returns the account's id.
 */
export async function confirmEmailChange(
  db: Database,
  input: { secret: string; token: string; keepSessionId?: string; now: Date },
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const redeemed = await redeemLinkToken(tx, input.secret, input.token, 'email_change', input.now);
      if (!redeemed?.userId) throw new ApiFailure(400, 'invalid_link', INVALID_EMAIL_CHANGE_LINK);
      const userId = redeemed.userId;
      const [user] = await queryRows<{ email: string }>(
        tx,
        sql`SELECT email FROM users WHERE id = ${userId}::uuid FOR UPDATE`,
      );
      if (!user) throw new ApiFailure(400, 'invalid_link', INVALID_EMAIL_CHANGE_LINK);
      const moved = await moveAccountAddress(tx, userId, { from: user.email, to: redeemed.email });
      if (moved === 'taken') throw new ApiFailure(409, 'email_taken', EMAIL_TAKEN);
      const moment = input.now.toISOString();
      await tx.execute(
        sql`UPDATE account_email_changes SET confirmed_at = ${moment}::timestamptz WHERE id = ${redeemed.id}::uuid`,
      );
      // Other open email changes of the account are void now.
      await tx.execute(
        sql`UPDATE auth_challenges SET used_at = ${moment}::timestamptz
             WHERE user_id = ${userId}::uuid AND purpose = 'email_change' AND used_at IS NULL`,
      );
      await tx.execute(
        sql`DELETE FROM sessions WHERE user_id = ${userId}::uuid AND id IS DISTINCT FROM ${input.keepSessionId ?? null}`,
      );
      return userId;
    });
  } catch (error) {
    // The new address got an account (a first sign-in) after the check: the same answer as before it.
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'email_taken', EMAIL_TAKEN);
    throw error;
  }
}
