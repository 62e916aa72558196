import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/app', '/app'],
    ['/app/account', '/app/account'],
    ['/app/partner', '/app/partner'],
    ['/app/partner/forms/edit?id=abc', '/app/partner/forms/edit?id=abc'],
    ['/app/confirm-email?token=abc#top', '/app/confirm-email?token=abc#top'],
    ['/calculators/payment', '/calculators/payment'],
    ['/', '/'],
    ['/app/../glossary', '/glossary'],
  ])('keeps the path of ours %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'app',
    '//evil.example/app',
    '/\\evil.example/app',
    '/\t/evil.example/app',
    '/\n/evil.example',
    '\\\\evil.example',
    'https://evil.example/app',
    'javascript:alert(1)',
    ' /app',
    '/api/auth/session',
    '/api',
    `/app/${'x'.repeat(2100)}`,
  ])('falls back to /app for %j', (raw) => {
    expect(safeNextPath(raw)).toBe('/app');
  });
});

describe('signInPathFor', () => {
  it('keeps slashes readable and encodes the rest', () => {
    expect(signInPathFor('/app')).toBe('/app/sign-in?next=/app');
    expect(signInPathFor('/app/confirm-email?token=a&b')).toBe(
      '/app/sign-in?next=/app/confirm-email%3Ftoken%3Da%26b',
    );
  });

  it('round-trips through the query string and safeNextPath', () => {
    const next = '/app/confirm-email?token=a&b=c';
    const query = new URL(signInPathFor(next), 'https://mrn.example').searchParams.get('next');
    expect(safeNextPath(query)).toBe(next);
  });
});
