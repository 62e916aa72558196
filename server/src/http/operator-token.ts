import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What `Authorization: Bearer <token>` says about the operator's token (METRICS_TOKEN). */
export type OperatorTokenCheck = 'absent' | 'valid' | 'invalid';

/**
 * Reads the operator's bearer token from a request: `absent` without an Authorization header,
 * `valid` when it equals `expected` (compared in constant time), `invalid` otherwise, also when no
 * token is configured (nobody can be the operator then).
 */
export function checkOperatorToken(c: Context, expected: string | undefined): OperatorTokenCheck {
  const header = c.req.header('Authorization');
  if (header === undefined) return 'absent';
  const given = /^Bearer (.+)$/.exec(header)?.[1] ?? '';
  return expected !== undefined && sameToken(given, expected) ? 'valid' : 'invalid';
}
