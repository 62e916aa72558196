import { SIGN_IN_CHALLENGE_MINUTES } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { liftBounceSuppression } from '../bounces/index.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { AuthChallengePurpose } from '../db/schema/accounts.ts';
import { challengeCode, codesMatch } from './challenge-code.ts';
import { challengeIdOfLinkToken } from './challenge-link.ts';

/** Wrong codes a challenge survives; then only a new mail helps (10^6 codes, 5 guesses per mail). */
export const MAX_CODE_ATTEMPTS = 5;

const CHALLENGE_LIFETIME_MS = SIGN_IN_CHALLENGE_MINUTES * 60_000;

const QUEUE_JUMP_MS = 24 * 3600 * 1000;

export interface RedeemedChallenge {
  /** The challenge's id (an email change's id in account_email_changes). */
  id: string;
  email: string;
  /** The account changing its address (email_change). */
  userId: string | null;
}

/**
 * Starts a challenge and queues its mail (the outbox renders the link and code from the id).
 * Older open challenges for the same address and purpose stop working, so only the newest mail
 * counts; so do the account's own (an email change to a mistyped address is void once the account
 * asks for another). The same statements run whether or not the address has an account.
 */
export async function issueChallenge(
  db: DatabaseExecutor,
  input: {
    purpose: AuthChallengePurpose;
    email: string;
    userId?: string;
    /** Sign-in: the page of ours the mailed link returns to (already checked by safeNextPath). */
    nextPath?: string;
    now: Date;
  },
): Promise<string> {
  const now = input.now.toISOString();
  const expiresAt = new Date(input.now.getTime() + CHALLENGE_LIFETIME_MS).toISOString();
  // A person is waiting for this mail: due earlier than anything queued now, so a big batch of
  // alert mails (claimed oldest-due first) cannot hold it up.
  const queueJump = new Date(input.now.getTime() - QUEUE_JUMP_MS).toISOString();
  const [row] = await queryRows<{ challenge_id: string }>(
    db,
    sql`WITH superseded AS (
          UPDATE auth_challenges SET used_at = ${now}::timestamptz
           WHERE purpose = ${input.purpose} AND used_at IS NULL
             AND (email = ${input.email} OR user_id = ${input.userId ?? null}::uuid)
        ), challenge AS (
          INSERT INTO auth_challenges (purpose, email, user_id, next_path, created_at, expires_at)
          VALUES (${input.purpose}, ${input.email}, ${input.userId ?? null}::uuid, ${input.nextPath ?? null},
                  ${now}::timestamptz, ${expiresAt}::timestamptz)
          RETURNING id
        )
        INSERT INTO mail_outbox (kind, challenge_id, next_attempt_at, created_at)
        SELECT ${input.purpose}, id, ${queueJump}::timestamptz, ${now}::timestamptz FROM challenge
        RETURNING challenge_id`,
  );
  return row.challenge_id;
}

/** Uses up an open challenge once; undefined when it is unknown, expired, superseded or used. */
async function useChallenge(
  db: DatabaseExecutor,
  challengeId: string,
  purpose: AuthChallengePurpose,
  now: Date,
): Promise<RedeemedChallenge | undefined> {
  const [row] = await queryRows<{ id: string; email: string; user_id: string | null }>(
    db,
    sql`UPDATE auth_challenges SET used_at = ${now.toISOString()}::timestamptz
         WHERE id = ${challengeId}::uuid AND purpose = ${purpose} AND used_at IS NULL
           AND expires_at > ${now.toISOString()}::timestamptz
        RETURNING id::text AS id, email, user_id`,
  );
  // A mailed link or code came back: mail to this address arrives again, so a bounce no longer stops it.
  if (row) await liftBounceSuppression(db, row.email);
  return row && { id: row.id, email: row.email, userId: row.user_id };
}

/** The link's token, checked (HMAC) and used up: the link works once, within 15 minutes. */
export async function redeemLinkToken(
  db: DatabaseExecutor,
  secret: string,
  token: string,
  purpose: AuthChallengePurpose,
  now: Date,
): Promise<RedeemedChallenge | undefined> {
  const challengeId = challengeIdOfLinkToken(secret, token, now);
  return challengeId ? useChallenge(db, challengeId, purpose, now) : undefined;
}

/**
 * The 6-digit code typed for `email`, against the newest open sign-in challenge. Each guess spends
 * one of its attempts before the comparison, so parallel guesses cannot exceed the allowance.
 */
export async function redeemSignInCode(
  db: DatabaseExecutor,
  secret: string,
  email: string,
  code: string,
  now: Date,
): Promise<RedeemedChallenge | undefined> {
  const [attempt] = await queryRows<{ id: string }>(
    db,
    sql`UPDATE auth_challenges SET code_attempts = code_attempts + 1
         WHERE id = (SELECT id FROM auth_challenges
                      WHERE email = ${email} AND purpose = 'sign_in' AND used_at IS NULL
                        AND expires_at > ${now.toISOString()}::timestamptz
                      ORDER BY created_at DESC LIMIT 1)
           AND code_attempts < ${MAX_CODE_ATTEMPTS}
        RETURNING id`,
  );
  if (!attempt || !codesMatch(challengeCode(secret, attempt.id), code)) return undefined;
  return useChallenge(db, attempt.id, 'sign_in', now);
}
