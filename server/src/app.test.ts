import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, postJson, type TestApp } from '../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../test/support/test-database.ts';

const OPERATOR_TOKEN = 'operator-token-0123456789';

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database, { environment: { AMPLITUDE_API_KEY: 'amp-key' } });
  });
  afterAll(() => database.close());

  describe('createApp', () => {
    it('answers unknown /api paths with 404 in the error shape', async () => {
      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['POST', '/api/nope'],
        ['GET', '/api/forms/demo/leads/extra'],
      ]) {
        const response = await subject.app.request(url, { method });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect((await errorBody(response)).code).toBe('not_found');
      }
    });

    it('answers a wrong method with 405, an Allow header and the error shape', async () => {
      for (const [method, url, allow] of [
        ['DELETE', '/api/newsletter/subscribe', 'POST'],
        ['GET', '/api/forms/demo/leads', 'OPTIONS, POST'],
        ['PUT', '/api/alerts', 'POST'],
        ['POST', '/api/rates/current', 'GET, HEAD'],
      ]) {
        const response = await subject.app.request(url, { method });
        expect(response.status, `${method} ${url}`).toBe(405);
        expect(response.headers.get('allow')?.split(', ').sort().join(', ')).toBe(allow);
        expect((await errorBody(response)).code).toBe('method_not_allowed');
      }
    });

    it('refuses bodies over the limit with 413 in the error shape', async () => {
      const response = await postJson(subject.app, '/api/contact', { Message: 'x'.repeat(200_000) });
      expect(response.status).toBe(413);
      expect((await errorBody(response)).code).toBe('payload_too_large');
    });

    it('echoes a sane X-Request-Id and makes one up otherwise', async () => {
      const kept = await subject.app.request('/api/analytics/config', {
        headers: { 'X-Request-Id': 'abc-123' },
      });
      expect(kept.headers.get('x-request-id')).toBe('abc-123');
      const replaced = await subject.app.request('/api/analytics/config', {
        headers: { 'X-Request-Id': 'bad id with spaces' },
      });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('serves the analytics key', async () => {
      const response = await subject.app.request('/api/analytics/config');
      expect(await response.json()).toEqual({ amplitudeApiKey: 'amp-key' });
      const withoutKey = createTestApp(database).app;
      expect(await (await withoutKey.request('/api/analytics/config')).json()).toEqual({
        amplitudeApiKey: null,
      });
    });

    it('tells the public only the status of /api/health; the details need the METRICS_TOKEN', async () => {
      const operator = createTestApp(database, { environment: { METRICS_TOKEN: OPERATOR_TOKEN } }).app;
      const asOperator = { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } };

      const empty = await operator.request('/api/health', asOperator);
      expect(empty.status).toBe(200);
      expect(await empty.json()).toEqual({
        status: 'ok',
        database: { status: 'ok', driver },
        rateChecks: [],
        outbox: { waiting: 0, oldestWaitingSeconds: null },
        problems: [],
      });
      const publicEmpty = await operator.request('/api/health');
      expect(publicEmpty.status).toBe(200);
      expect(await publicEmpty.json()).toEqual({ status: 'ok' });

      await database.db.execute(
        sql`INSERT INTO rate_checks (series_id, rate_type, status, message, checked_at)
            VALUES ('S30', '30y', 'ok', null, '2026-01-01T10:00:00Z'),
                   ('S30', '30y', 'failed', 'FRED unreachable', '2026-01-02T10:00:00Z')`,
      );
      const report = (await (await operator.request('/api/health', asOperator)).json()) as {
        status: string;
        rateChecks: { rateType: string; status: string; checkedAt: string; message: string }[];
      };
      expect(report.status).toBe('degraded');
      expect(report.rateChecks).toEqual([
        expect.objectContaining({ rateType: '30y', status: 'failed', checkedAt: '2026-01-02T10:00:00.000Z' }),
      ]);

      // The public (and an app without a METRICS_TOKEN) sees "degraded", still 200, and no reasons.
      for (const app of [operator, subject.app]) {
        const seen = await app.request('/api/health');
        expect(seen.status).toBe(200);
        expect(seen.headers.get('cache-control')).toBe('no-store');
        const text = await seen.text();
        expect(JSON.parse(text)).toEqual({ status: 'degraded' });
        expect(text).not.toContain('FRED');
      }

      // A wrong token (or any token where none is configured) is refused, not quietly downgraded.
      for (const [app, authorization] of [
        [operator, 'Bearer not-the-operator-token'],
        [operator, 'Basic abc'],
        [subject.app, `Bearer ${OPERATOR_TOKEN}`],
      ] as const) {
        const refused = await app.request('/api/health', { headers: { Authorization: authorization } });
        expect(refused.status).toBe(401);
        expect((await errorBody(refused)).code).toBe('unauthorized');
      }
    });
  });
});
