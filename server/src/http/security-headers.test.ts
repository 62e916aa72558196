import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { API_PAGE_POLICY } from './security-headers.ts';

describe('API security headers', () => {
  let database: TestDatabase;
  let subject: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    subject = createTestApp(database);
  });
  afterAll(() => database.close());

  it('sends nosniff and the referrer policy on JSON answers and errors alike', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const response = await subject.app.request(url);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy'), url).toBeNull();
    }
  });

  it('locks the pages opened from mail down to their own style and form, unframeable', async () => {
    const page = await subject.app.request('/api/alerts/confirm?token=not-a-token');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(API_PAGE_POLICY);
    expect(API_PAGE_POLICY).toContain("frame-ancestors 'none'");
    expect(API_PAGE_POLICY).not.toMatch(/script-src|'unsafe-eval'/);
  });
});
