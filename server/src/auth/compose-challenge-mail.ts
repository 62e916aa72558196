import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import type { ClaimedMail, Composition, MailContext } from '../outbox/index.ts';
import { challengeCode } from './challenge-code.ts';
import { challengeLinkToken } from './challenge-link.ts';
import { emailChangeMail } from './email-change-mail.ts';
import { signInMail } from './sign-in-mail.ts';

/**
 * Sign-in and email-change mails. The link token and code are derived from the challenge id, so
 * the outbox row holds nothing secret; a challenge used, superseded or expired before its mail
 * went out is not sent at all.
 */
export async function composeChallengeMail(
  { db, settings, now }: MailContext,
  claimed: ClaimedMail,
): Promise<Composition> {
  const [challenge] = claimed.challengeId
    ? await queryRows<{ email: string; next_path: string | null }>(
        db,
        sql`SELECT email, next_path FROM auth_challenges
             WHERE id = ${claimed.challengeId}::uuid AND used_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz`,
      )
    : [];
  if (!challenge || !claimed.challengeId)
    return { action: 'cancel', reason: 'challenge was used, superseded or expired' };
  const linkToken = challengeLinkToken(settings.secret, claimed.challengeId);
  const mail =
    claimed.kind === 'sign_in'
      ? signInMail(settings, {
          email: challenge.email,
          linkToken,
          code: challengeCode(settings.secret, claimed.challengeId),
          nextPath: challenge.next_path,
        })
      : emailChangeMail(settings, { email: challenge.email, linkToken });
  return { action: 'send', mail };
}
