import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './next-path.ts';

const origin = 'https://mrn.example';

describe('safeNextPath', () => {
  it.each([
    ['/app', '/app'],
    ['/app/account', '/app/account'],
    ['/app/confirm-email?token=abc#top', '/app/confirm-email?token=abc#top'],
  ])('keeps the app path %s', (raw, expected) => {
    expect(safeNextPath(raw, origin)).toBe(expected);
  });

  it.each([
    null,
    '',
    'app',
    '/',
    '/appx',
    '/calculators',
    '//evil.example/app',
    '/\\evil.example/app',
    'https://evil.example/app',
    'javascript:alert(1)',
    '/app/../admin',
  ])('falls back to /app for %s', (raw) => {
    expect(safeNextPath(raw, origin)).toBe('/app');
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
    const query = new URL(signInPathFor(next), origin).searchParams.get('next');
    expect(safeNextPath(query, origin)).toBe(next);
  });
});
