import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token.ts';

const secret = 'a-secret-of-enough-length';
const alertId = '7a0c6f9e-2b7f-4a53-9d55-0f1f3b1c2d3e';
const now = new Date('2025-10-02T12:00:00Z');

describe('signed tokens', () => {
  it('round-trips the claims', () => {
    const token = signToken(secret, { purpose: 'unsubscribe', alertId });
    expect(verifyToken(secret, token, 'unsubscribe', now)).toEqual({
      ok: true,
      claims: { purpose: 'unsubscribe', alertId, expiresAt: undefined },
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('rejects another secret, a changed payload, the wrong purpose and an expired token', () => {
    const token = signToken(secret, { purpose: 'confirm', alertId, expiresAt: now.getTime() + 1000 });
    expect(verifyToken('another-secret-entirely', token, 'confirm', now)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace(alertId, '00000000-0000-0000-0000-000000000000'),
    ).toString('base64url');
    expect(verifyToken(secret, `${forged}.${signature}`, 'confirm', now).ok).toBe(false);
    expect(verifyToken(secret, token, 'unsubscribe', now)).toEqual({ ok: false, reason: 'wrong_purpose' });
    expect(verifyToken(secret, token, 'confirm', new Date(now.getTime() + 2000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it.each(['', '.', 'abc', 'a.b.c', '!!!.???'])('rejects malformed input %j', (token) => {
    expect(verifyToken(secret, token, 'confirm', now).ok).toBe(false);
  });
});
