import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a signed link may do. The purpose is part of the signed payload, so a
 * confirmation token can never be replayed as an unsubscribe token or vice versa.
 */
export type TokenPurpose =
  | 'confirm'
  | 'unsubscribe'
  | 'newsletter_confirm'
  | 'digest_unsubscribe'
  | 'partner_address_confirm'
  | 'bounce';

const PURPOSES: readonly TokenPurpose[] = [
  'confirm',
  'unsubscribe',
  'newsletter_confirm',
  'digest_unsubscribe',
  'partner_address_confirm',
  'bounce',
];

export interface TokenClaims {
  purpose: TokenPurpose;
  /**
   * The alert the link acts on; for newsletter_confirm the subscriber's id, for digest_unsubscribe the
   * user's, for partner_address_confirm the partner_mail_addresses row's; for bounce (the VERP
   * Return-Path, bounces/bounce-address.ts) the mail_outbox row's id, a whole number.
   */
  alertId: string;
  /** Unix milliseconds; absent means the token never expires (unsubscribe links in old mail must keep working). */
  expiresAt?: number;
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' | 'wrong_purpose' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Outbox row ids (bigserial), for bounce tokens. */
const ROW_ID = /^[1-9][0-9]{0,17}$/;

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** `base64url(JSON claims) + "." + base64url(HMAC-SHA256(secret, first part))`. */
export function signToken(secret: string, claims: TokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ p: claims.purpose, a: claims.alertId, e: claims.expiresAt }),
  ).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

export function verifyToken(secret: string, token: string, purpose: TokenPurpose, now: Date): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 2 || parts[0] === '' || parts[1] === '') return { ok: false, reason: 'malformed' };
  const [payload, givenSignature] = parts;
  const expected = signature(secret, payload);
  const given = Buffer.from(givenSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad_signature' };
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof decoded !== 'object' || decoded === null) return { ok: false, reason: 'malformed' };
  const { p, a, e } = decoded as Record<string, unknown>;
  // Alert ids are UUIDs; anything else (however it came to be signed) is a bad link, not a 500 later.
  if (
    !PURPOSES.includes(p as TokenPurpose) ||
    typeof a !== 'string' ||
    !(p === 'bounce' ? ROW_ID : UUID).test(a)
  )
    return { ok: false, reason: 'malformed' };
  if (e !== undefined && typeof e !== 'number') return { ok: false, reason: 'malformed' };
  if (p !== purpose) return { ok: false, reason: 'wrong_purpose' };
  if (e !== undefined && now.getTime() > e) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { purpose: p as TokenPurpose, alertId: a, expiresAt: e } };
}
