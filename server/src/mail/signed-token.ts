import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one scheme for every signed token in a mail: confirm and unsubscribe links, the sign-in and
 * email-change link, and the VERP bounce address. Each purpose says what kind of id its subject is.
 * The purpose is part of the signed payload, so a token of one purpose never passes for another.
 */
export const TOKEN_SUBJECT_KINDS = {
  /** Double opt-in of an alert. */
  confirm: 'alert',
  unsubscribe: 'alert',
  newsletter_confirm: 'newsletter subscriber',
  /** The weekly digest of a user's account. */
  digest_unsubscribe: 'user',
  partner_address_confirm: 'partner mail address',
  /** The VERP Return-Path of one outbox row (bounces/bounce-address.ts): a whole number, not a UUID. */
  bounce: 'outbox row',
  /** Sign-in and email-change links: the stored challenge decides expiry, use and which of the two. */
  auth_challenge: 'auth challenge',
  /** The "This wasn't me" link mailed to the old address of an account (account_email_changes). */
  email_change_undo: 'account email change',
} as const;

export type TokenPurpose = keyof typeof TOKEN_SUBJECT_KINDS;

export interface TokenClaims {
  purpose: TokenPurpose;
  /** The id the link acts on, of the kind TOKEN_SUBJECT_KINDS names for the purpose. */
  subject: string;
  /** Unix milliseconds; absent means the token never expires (unsubscribe links in old mail must keep working). */
  expiresAt?: number;
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' | 'wrong_purpose' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Outbox row ids (bigserial), for bounce tokens. */
const ROW_ID = /^[1-9][0-9]{0,17}$/;
/** Sign-in links mailed before this module signed them: `challengeId.base64url(HMAC(secret, "link:" + id))`. */
const LEGACY_CHALLENGE_ID = /^[0-9a-f-]{36}$/;

function isPurpose(value: unknown): value is TokenPurpose {
  return typeof value === 'string' && Object.hasOwn(TOKEN_SUBJECT_KINDS, value);
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

function signatureMatches(secret: string, payload: string, givenSignature: string): boolean {
  const expected = signature(secret, payload);
  const given = Buffer.from(givenSignature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `base64url(JSON) + "." + base64url(HMAC-SHA256(secret, first part))`. The JSON's keys are those of
 * every token already mailed (`p` purpose, `a` subject, `e` expiry), so those links keep working.
 */
export function signToken(secret: string, claims: TokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ p: claims.purpose, a: claims.subject, e: claims.expiresAt }),
  ).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/**
 * A sign-in or email-change link of the scheme before this one; they live 15 minutes, so only mail
 * in flight at an upgrade still carries one. Its MAC input contains `:`, which no base64url payload
 * does, so neither form can be passed off as the other.
 */
function verifyLegacyChallengeToken(secret: string, challengeId: string, givenSignature: string): TokenCheck {
  if (!signatureMatches(secret, `link:${challengeId}`, givenSignature)) {
    return { ok: false, reason: 'bad_signature' };
  }
  return { ok: true, claims: { purpose: 'auth_challenge', subject: challengeId } };
}

export function verifyToken(secret: string, token: string, purpose: TokenPurpose, now: Date): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') return { ok: false, reason: 'malformed' };
  const [payload, givenSignature] = parts;
  if (purpose === 'auth_challenge' && LEGACY_CHALLENGE_ID.test(payload)) {
    return verifyLegacyChallengeToken(secret, payload, givenSignature);
  }
  if (!signatureMatches(secret, payload, givenSignature)) return { ok: false, reason: 'bad_signature' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof decoded !== 'object' || decoded === null) return { ok: false, reason: 'malformed' };
  const { p, a, e } = decoded as Record<string, unknown>;
  // Subjects are UUIDs (outbox row ids for bounces); anything else, however it came to be signed, is
  // a bad link, not a 500 later.
  if (!isPurpose(p) || typeof a !== 'string' || !(p === 'bounce' ? ROW_ID : UUID).test(a))
    return { ok: false, reason: 'malformed' };
  if (e !== undefined && typeof e !== 'number') return { ok: false, reason: 'malformed' };
  if (p !== purpose) return { ok: false, reason: 'wrong_purpose' };
  if (e !== undefined && now.getTime() > e) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { purpose: p, subject: a, expiresAt: e } };
}
