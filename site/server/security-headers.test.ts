import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it('sends HSTS only when the product is served over https', () => {
    expect(securityHeaders('/glossary', { https: true })['strict-transport-security']).toBe(
      'max-age=31536000',
    );
    expect(securityHeaders('/glossary', { https: false })['strict-transport-security']).toBeUndefined();
  });

  it('limits framing of /app and everything under it, not of /apple or public pages', () => {
    expect(securityHeaders('/app', { https: false })['content-security-policy']).toBe(
      "frame-ancestors 'self'",
    );
    expect(securityHeaders('/app/partner/forms', { https: false })['x-frame-options']).toBe('SAMEORIGIN');
    expect(securityHeaders('/apple', { https: false })['content-security-policy']).toBeUndefined();
  });
});
