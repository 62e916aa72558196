import type { Account, Plan } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { mailSuppressionView, suppressionOf } from '../bounces/index.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { ApiFailure } from '../http/errors.ts';

interface AccountRow {
  email: string;
  plan: Plan;
  created_at: Date | string;
  alert_mails_paused: boolean;
  pending_email: string | null;
  newsletter: boolean;
  weekly_digest: boolean;
}

/**
 * GET /api/app/account: the account with its open email change (the newest email_change challenge
 * not yet used, superseded or expired) and its mail preferences.
 */
export async function accountView(db: DatabaseExecutor, userId: string, now: Date): Promise<Account> {
  const [row] = await queryRows<AccountRow>(
    db,
    sql`SELECT u.email, u.plan, u.created_at, u.alert_mails_paused,
               (SELECT c.email FROM auth_challenges c
                 WHERE c.user_id = u.id AND c.purpose = 'email_change' AND c.used_at IS NULL
                   AND c.expires_at > ${now.toISOString()}::timestamptz
                 ORDER BY c.created_at DESC LIMIT 1) AS pending_email,
               EXISTS (SELECT FROM newsletter_subscribers n WHERE n.email = u.email) AS newsletter,
               EXISTS (SELECT FROM weekly_digest_subscribers w WHERE w.user_id = u.id) AS weekly_digest
          FROM users u WHERE u.id = ${userId}::uuid`,
  );
  if (!row) throw new ApiFailure(401, 'unauthorized', 'Please sign in to continue.');
  const suppression = await suppressionOf(db, row.email);
  return {
    email: row.email,
    plan: row.plan,
    createdAt: new Date(row.created_at).toISOString(),
    pendingEmail: row.pending_email,
    preferences: {
      alertMails: !row.alert_mails_paused,
      newsletter: row.newsletter,
      weeklyDigest: row.weekly_digest,
    },
    mailSuppression: suppression ? mailSuppressionView(suppression) : null,
  };
}
