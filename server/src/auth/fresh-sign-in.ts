import { FRESH_SIGN_IN_MINUTES, FRESH_SIGN_IN_REQUIRED } from '@mrn/sdk/schemas';
import { ApiFailure } from '../http/errors.ts';

const FRESH_SIGN_IN_MS = FRESH_SIGN_IN_MINUTES * 60_000;

/** What needs the fresh sign-in, for its refusal's words. */
export interface FreshSignInPurpose {
  /** "making an API key" */
  action: string;
  /** What to do once signed in: "create the key". */
  retry: string;
  /** The refusal when the request carries no session at all (a Bearer key); the stale one otherwise. */
  withoutSession?: string;
}

/**
 * Step-up for changes a stolen cookie must not make (a key that outlives sessions, a new account
 * address): only a session that began within FRESH_SIGN_IN_MINUTES, when its owner last proved
 * their mailbox with a mailed code or link. Otherwise 403 `fresh_sign_in_required`, and the app
 * asks for a code and retries.
 */
export function assertFreshSignIn(
  signedInAt: Date | undefined,
  now: Date,
  purpose: FreshSignInPurpose,
): void {
  const stale =
    `For your safety, ${purpose.action} needs a sign-in from the last ${FRESH_SIGN_IN_MINUTES} minutes. ` +
    `Enter the code we mail you, then ${purpose.retry}.`;
  if (!signedInAt) throw new ApiFailure(403, FRESH_SIGN_IN_REQUIRED, purpose.withoutSession ?? stale);
  if (now.getTime() - signedInAt.getTime() > FRESH_SIGN_IN_MS) {
    throw new ApiFailure(403, FRESH_SIGN_IN_REQUIRED, stale);
  }
}
