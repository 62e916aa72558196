import { sql } from 'drizzle-orm';
import { issueChallenge } from '../auth/index.ts';
import type { Database } from '../db/client.ts';

/** Like the link to the new address, the warning to the old one goes before anything queued. */
const QUEUE_JUMP_MS = 24 * 3600 * 1000;

/**
 * The first step of an email change, in one transaction: the link to the new address (an
 * email_change challenge), the change kept under that challenge's id (account_email_changes), and
 * at once a mail to the old address saying so, with its "This wasn't me" link. The old address is
 * the account's proven one, so telling it needs no budget of its own: the route's per-account
 * throttle bounds these mails.
 */
export async function requestEmailChange(
  db: Database,
  input: { userId: string; oldEmail: string; newEmail: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const changeId = await issueChallenge(tx, {
      purpose: 'email_change',
      email: input.newEmail,
      userId: input.userId,
      now: input.now,
    });
    const moment = input.now.toISOString();
    await tx.execute(
      sql`INSERT INTO account_email_changes (id, user_id, old_email, new_email, requested_at)
          VALUES (${changeId}::uuid, ${input.userId}::uuid, ${input.oldEmail}, ${input.newEmail}, ${moment}::timestamptz)`,
    );
    await tx.execute(
      sql`INSERT INTO mail_outbox (kind, challenge_id, next_attempt_at, created_at)
          VALUES ('email_change_notice', ${changeId}::uuid,
                  ${new Date(input.now.getTime() - QUEUE_JUMP_MS).toISOString()}::timestamptz, ${moment}::timestamptz)`,
    );
  });
}
