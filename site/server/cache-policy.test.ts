import { describe, expect, it } from 'vitest';
import { cachePolicyFor } from './cache-policy.ts';

describe('cachePolicyFor', () => {
  it('caches hashed build assets forever', () => {
    expect(cachePolicyFor('/_astro/client.BkDVtqqA.js')).toBe('immutable');
    expect(cachePolicyFor('/chunks/calculator-payment-3f9a1c2b.js')).toBe('immutable');
  });

  it('keeps widget entry files on a short cache', () => {
    expect(cachePolicyFor('/embed.js')).toBe('short');
    expect(cachePolicyFor('/popup.js')).toBe('short');
  });

  it('revalidates pages', () => {
    expect(cachePolicyFor('/glossary')).toBe('revalidate');
    expect(cachePolicyFor('/')).toBe('revalidate');
  });
});
