import { signToken, verifyToken } from '../mail/signed-token.ts';

/**
 * VERP: each mail's envelope sender (its Return-Path) is `bounce+<token>@<bounce domain>`, the token
 * the outbox row's id signed like every mail link (mail/signed-token.ts, purpose `bounce`). A bounce
 * or complaint that comes back to that address names the exact mail, and nobody can forge one for a
 * row, or for an address, of their choosing.
 */
const LOCAL_PART_PREFIX = 'bounce+';

export function bounceAddress(secret: string, bounceDomain: string, outboxId: number): string {
  return `${LOCAL_PART_PREFIX}${signToken(secret, { purpose: 'bounce', subject: String(outboxId) })}@${bounceDomain}`;
}

export type BounceAddressCheck =
  | { ok: true; outboxId: number }
  | { ok: false; reason: 'not_a_bounce_address' | 'wrong_domain' | 'bad_token' };

/** The outbox row a bounce address names, if it is one of ours and its token is genuine. */
export function outboxIdOfBounceAddress(
  secret: string,
  bounceDomain: string,
  address: string,
  now: Date,
): BounceAddressCheck {
  const at = address.lastIndexOf('@');
  if (at < 0) return { ok: false, reason: 'not_a_bounce_address' };
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (domain.toLowerCase() !== bounceDomain.toLowerCase()) return { ok: false, reason: 'wrong_domain' };
  if (!local.toLowerCase().startsWith(LOCAL_PART_PREFIX))
    return { ok: false, reason: 'not_a_bounce_address' };
  const check = verifyToken(secret, local.slice(LOCAL_PART_PREFIX.length), 'bounce', now);
  if (!check.ok) return { ok: false, reason: 'bad_token' };
  return { ok: true, outboxId: Number(check.claims.subject) };
}

/** True for an address the bounce listener may accept mail for (checked again, token included, on receipt). */
export function looksLikeBounceAddress(bounceDomain: string, address: string): boolean {
  const at = address.lastIndexOf('@');
  return (
    at > 0 &&
    address.slice(at + 1).toLowerCase() === bounceDomain.toLowerCase() &&
    address.slice(0, at).toLowerCase().startsWith(LOCAL_PART_PREFIX)
  );
}
