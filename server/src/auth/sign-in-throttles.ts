import type { ThrottleRule } from './throttle.ts';

export const QUARTER_HOUR = 15 * 60_000;

/**
 * Sign-in mails: a few per address (a person retrying), more per client (a household, an office).
 * Code guesses: per client, and per address across all its mails (five mails of five guesses each
 * would otherwise be 25 tries at one account every quarter hour).
 */
export const SIGN_IN_THROTTLES = {
  perAddress: { limit: 5, windowMs: QUARTER_HOUR },
  perClient: { limit: 30, windowMs: QUARTER_HOUR },
  codeGuessesPerClient: { limit: 30, windowMs: QUARTER_HOUR },
  codeGuessesPerAddress: { limit: 10, windowMs: 4 * QUARTER_HOUR },
} satisfies Record<string, ThrottleRule>;

/** The auth_throttles key of an address's sign-in mail budget, which email-change mail to it shares. */
export const signInAddressThrottleKey = (email: string) => `sign-in:address:${email}`;
