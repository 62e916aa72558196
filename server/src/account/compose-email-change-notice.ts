import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { ClaimedMail, Composition, MailContext } from '../outbox/index.ts';
import { emailChangeNoticeMail } from './email-change-notice-mail.ts';
import { emailChangeUndoUrl } from './email-change-undo-link.ts';

/** The mail to the old address of an email change (its outbox row names the change), unless undone meanwhile. */
export async function composeEmailChangeNotice(
  { db, settings }: MailContext,
  claimed: ClaimedMail,
): Promise<Composition> {
  const [change] = claimed.challengeId
    ? await queryRows<{ id: string; old_email: string; new_email: string; requested_at: Date | string }>(
        db,
        sql`SELECT id::text AS id, old_email, new_email, requested_at FROM account_email_changes
             WHERE id = ${claimed.challengeId}::uuid AND undone_at IS NULL`,
      )
    : [];
  if (!change) return { action: 'cancel', reason: 'the change was undone, or its account deleted' };
  const mail = emailChangeNoticeMail(settings, {
    oldEmail: change.old_email,
    newEmail: change.new_email,
    undoUrl: emailChangeUndoUrl(settings, change.id, new Date(change.requested_at)),
  });
  return { action: 'send', mail };
}
