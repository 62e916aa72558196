import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';

const encoder = new TextEncoder();

function mac(secret: string, label: string, challengeId: string): Uint8Array {
  return hmac(SHA256, encoder.encode(secret), encoder.encode(`${label}:${challengeId}`));
}

/**
 * The token in a sign-in or email-change link: the challenge id and an HMAC of it. Derived, not
 * stored, so the database holds nothing a thief could turn into a working link.
 */
export function challengeLinkToken(secret: string, challengeId: string): string {
  return `${challengeId}.${encodeBase64urlNoPadding(mac(secret, 'link', challengeId))}`;
}

/** The challenge id a link token names, when its HMAC is genuine; otherwise undefined. */
export function challengeIdOfLinkToken(secret: string, token: string): string | undefined {
  const [challengeId, signature, ...rest] = token.split('.');
  if (!challengeId || !signature || rest.length > 0) return undefined;
  if (!/^[0-9a-f-]{36}$/.test(challengeId)) return undefined;
  let given: Uint8Array;
  try {
    given = decodeBase64urlIgnorePadding(signature);
  } catch {
    return undefined;
  }
  const expected = mac(secret, 'link', challengeId);
  return given.length === expected.length && constantTimeEqual(given, expected) ? challengeId : undefined;
}

/** The 6-digit code of a challenge (for reading mail on another device). */
export function challengeCode(secret: string, challengeId: string): string {
  const bytes = mac(secret, 'code', challengeId);
  const number = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  return String(number % 1_000_000).padStart(6, '0');
}

/** Compares codes in constant time, so response timing does not leak matching digits. */
export function codesMatch(expected: string, given: string): boolean {
  const left = encoder.encode(expected);
  const right = encoder.encode(given);
  return left.length === right.length && constantTimeEqual(left, right);
}
