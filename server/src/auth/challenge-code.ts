import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';

// The code is not a signed token: it is derived from the stored challenge and checked against the
// newest open one, with its attempts counted (auth-challenges.ts). The link in the same mail is a
// signed token like every other mail link (mail/signed-token.ts, purpose `auth_challenge`).

const encoder = new TextEncoder();

/** The 6-digit code of a challenge (for reading mail on another device). */
export function challengeCode(secret: string, challengeId: string): string {
  const bytes = hmac(SHA256, encoder.encode(secret), encoder.encode(`code:${challengeId}`));
  const number = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  return String(number % 1_000_000).padStart(6, '0');
}

/** Compares codes in constant time, so response timing does not leak matching digits. */
export function codesMatch(expected: string, given: string): boolean {
  const left = encoder.encode(expected);
  const right = encoder.encode(given);
  return left.length === right.length && constantTimeEqual(left, right);
}
