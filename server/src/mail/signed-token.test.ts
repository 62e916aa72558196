import { describe, expect, it } from 'vitest';
import { signToken, TOKEN_SUBJECT_KINDS, type TokenPurpose, verifyToken } from './signed-token.ts';

const secret = 'a-secret-of-enough-length';
const subject = '7a0c6f9e-2b7f-4a53-9d55-0f1f3b1c2d3e';
const now = new Date('2025-10-02T12:00:00Z');
const PURPOSES = Object.keys(TOKEN_SUBJECT_KINDS) as TokenPurpose[];

/** A valid subject of each purpose's kind: outbox row ids for bounces, UUIDs otherwise. */
const subjectOf = (purpose: TokenPurpose) => (purpose === 'bounce' ? '42' : subject);

describe('signed tokens', () => {
  it('round-trips the claims', () => {
    const token = signToken(secret, { purpose: 'unsubscribe', subject });
    expect(verifyToken(secret, token, 'unsubscribe', now)).toEqual({
      ok: true,
      claims: { purpose: 'unsubscribe', subject, expiresAt: undefined },
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('rejects another secret, a changed payload, the wrong purpose and an expired token', () => {
    const token = signToken(secret, { purpose: 'confirm', subject, expiresAt: now.getTime() + 1000 });
    expect(verifyToken('another-secret-entirely', token, 'confirm', now)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace(subject, '00000000-0000-0000-0000-000000000000'),
    ).toString('base64url');
    expect(verifyToken(secret, `${forged}.${signature}`, 'confirm', now).ok).toBe(false);
    expect(verifyToken(secret, token, 'unsubscribe', now)).toEqual({ ok: false, reason: 'wrong_purpose' });
    expect(verifyToken(secret, token, 'confirm', new Date(now.getTime() + 2000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('never lets a token of one purpose pass for another', () => {
    for (const signedFor of PURPOSES) {
      const token = signToken(secret, { purpose: signedFor, subject: subjectOf(signedFor) });
      for (const checkedFor of PURPOSES) {
        expect({ signedFor, checkedFor, ok: verifyToken(secret, token, checkedFor, now).ok }).toEqual({
          signedFor,
          checkedFor,
          ok: signedFor === checkedFor,
        });
      }
    }
  });

  it('refuses a subject of the wrong kind for its purpose', () => {
    expect(verifyToken(secret, signToken(secret, { purpose: 'bounce', subject }), 'bounce', now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(
      verifyToken(secret, signToken(secret, { purpose: 'unsubscribe', subject: '42' }), 'unsubscribe', now),
    ).toEqual({ ok: false, reason: 'malformed' });
  });

  it.each(['', '.', 'abc', 'a.b.c', '!!!.???'])('rejects malformed input %j', (token) => {
    expect(verifyToken(secret, token, 'confirm', now).ok).toBe(false);
  });
});

describe('tokens in mail already sent', () => {
  // Minted by the code before one scheme signed every mail link (mail/signed-token.ts with `alertId`
  // claims, auth/challenge-secrets.ts for sign-in links), with `secret`: these links are in inboxes.
  it.each([
    [
      'unsubscribe',
      'eyJwIjoidW5zdWJzY3JpYmUiLCJhIjoiN2EwYzZmOWUtMmI3Zi00YTUzLTlkNTUtMGYxZjNiMWMyZDNlIn0.Q0Jq_pzOrMqpYIQfvmKtBJDOXurNMxLaaVfL8d-DsWY',
      subject,
      undefined,
    ],
    [
      'confirm',
      'eyJwIjoiY29uZmlybSIsImEiOiI3YTBjNmY5ZS0yYjdmLTRhNTMtOWQ1NS0wZjFmM2IxYzJkM2UiLCJlIjoxNzYwMDExMjAwMDAwfQ.aAGVeFjZs-mlyaztlDBIqh_YPOS-IV20voRZWwLGr5k',
      subject,
      Date.parse('2025-10-09T12:00:00Z'),
    ],
    [
      'digest_unsubscribe',
      'eyJwIjoiZGlnZXN0X3Vuc3Vic2NyaWJlIiwiYSI6IjdhMGM2ZjllLTJiN2YtNGE1My05ZDU1LTBmMWYzYjFjMmQzZSJ9.RTKhG-50B7HYQO4LEoV2FruXTcUVcFhZSZQYVT0FJX0',
      subject,
      undefined,
    ],
    [
      'bounce',
      'eyJwIjoiYm91bmNlIiwiYSI6IjQyIn0.JBCAjA2qnMTvNmxxgPhAN0Q9gOw-GieigjquUxEI754',
      '42',
      undefined,
    ],
    [
      'auth_challenge',
      '7a0c6f9e-2b7f-4a53-9d55-0f1f3b1c2d3e.XnCE3pjQO544WCP95TQYpnAF2j-Kp3XovbSac2WsFC0',
      subject,
      undefined,
    ],
  ] as const)('a %s token in today’s exact format verifies', (purpose, token, expectedSubject, expiresAt) => {
    expect(verifyToken(secret, token, purpose, now)).toEqual({
      ok: true,
      claims: { purpose, subject: expectedSubject, expiresAt },
    });
    // Tokens minted now for the same claims are the same bytes: nothing about mail links changed.
    if (purpose !== 'auth_challenge') {
      expect(signToken(secret, { purpose, subject: expectedSubject, expiresAt })).toBe(token);
    }
    for (const other of PURPOSES.filter((candidate) => candidate !== purpose)) {
      expect(verifyToken(secret, token, other, now).ok).toBe(false);
    }
  });

  it('refuses a sign-in link of the earlier form with another secret or a changed id', () => {
    const legacy = '7a0c6f9e-2b7f-4a53-9d55-0f1f3b1c2d3e.XnCE3pjQO544WCP95TQYpnAF2j-Kp3XovbSac2WsFC0';
    expect(verifyToken('another-secret-entirely', legacy, 'auth_challenge', now)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const changed = legacy.replace(/^7a0c/, '7a0d');
    expect(verifyToken(secret, changed, 'auth_challenge', now)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });
});
