import { signToken, verifyToken } from '../mail/signed-token.ts';

/**
 * The token in a sign-in or email-change link: the challenge id signed like every mail link
 * (mail/signed-token.ts, purpose `auth_challenge`). Signed, not stored, so the database holds nothing
 * a thief could turn into a working link; the challenge row decides expiry, single use and purpose.
 */
export function challengeLinkToken(secret: string, challengeId: string): string {
  return signToken(secret, { purpose: 'auth_challenge', subject: challengeId });
}

/** The challenge id a link token names, when its signature is genuine; otherwise undefined. */
export function challengeIdOfLinkToken(secret: string, token: string, now: Date): string | undefined {
  const check = verifyToken(secret, token, 'auth_challenge', now);
  return check.ok ? check.claims.subject : undefined;
}
