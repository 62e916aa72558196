import { createFormSchema } from '@mrn/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestPartner, errorBody, postJson } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createForm } from '../forms/form-store.ts';

// Counted in PostgreSQL on PostgreSQL, in memory on PGlite (one process): both must behave alike.
forEachDatabase((driver) =>
  describe('rate limiting', () => {
    let database: TestDatabase;
    let now: number;
    const clock = () => new Date(now);
    beforeAll(async () => {
      database = await createTestDatabase(driver);
      const partner = await createTestPartner(database);
      await createForm(
        database.db,
        partner.partnerId,
        createFormSchema.parse({ businessName: 'Busy' }),
        'busy',
      );
    });
    afterAll(() => database.close());

    it('limits POSTs per IP with 429, Retry-After and the error shape, then lets the next window through', async () => {
      now = Date.parse('2026-03-02T12:00:00Z');
      const { app } = createTestApp(database, {
        clock,
        rateLimits: { perIp: { limit: 2, windowMs: 60_000 } },
        environment: { TRUST_PROXY: 'true' },
      });
      const subscribe = (ip: string) =>
        postJson(app, '/api/newsletter/subscribe', { email: 'limit@example.com' }, { 'X-Forwarded-For': ip });
      expect((await subscribe('203.0.113.1')).status).toBe(201);
      expect((await subscribe('203.0.113.1')).status).toBe(201);
      now += 15_000;
      const limited = await subscribe('203.0.113.1');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('45');
      expect((await errorBody(limited)).code).toBe('rate_limited');
      expect((await subscribe('203.0.113.2')).status).toBe(201);
      expect((await app.request('/api/analytics/config')).status).toBe(200);
      now += 45_000;
      expect((await subscribe('203.0.113.1')).status).toBe(201);
    });

    it('limits leads per form across all visitors', async () => {
      now = Date.parse('2026-03-02T13:00:00Z');
      const { app } = createTestApp(database, {
        clock,
        rateLimits: { perForm: { limit: 1, windowMs: 60_000 } },
        environment: { TRUST_PROXY: 'true' },
      });
      const lead = {
        name: 'A',
        email: 'a@example.com',
        rateType: '30y',
        targetRate: 6,
        direction: 'below',
        consent: true,
      };
      expect(
        (await postJson(app, '/api/forms/busy/leads', lead, { 'X-Forwarded-For': '198.51.100.1' })).status,
      ).toBe(201);
      const limited = await postJson(app, '/api/forms/busy/leads', lead, {
        'X-Forwarded-For': '198.51.100.2',
        Origin: 'https://partner.example',
      });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
      expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('counts a lead once against its form, and not at all once the client is over its own limit', async () => {
      now = Date.parse('2026-03-02T14:00:00Z');
      const { app } = createTestApp(database, {
        clock,
        rateLimits: { perIp: { limit: 1, windowMs: 60_000 }, perForm: { limit: 2, windowMs: 60_000 } },
        environment: { TRUST_PROXY: 'true' },
      });
      const submit = (ip: string) =>
        postJson(
          app,
          '/api/forms/busy/leads',
          {
            name: 'B',
            email: `b-${ip}@example.com`,
            rateType: '15y',
            targetRate: 5,
            direction: 'below',
            consent: true,
          },
          { 'X-Forwarded-For': ip },
        );
      expect((await submit('192.0.2.1')).status).toBe(201);
      // Over its per-IP limit: refused, and these do not spend the form's budget.
      expect((await submit('192.0.2.1')).status).toBe(429);
      expect((await submit('192.0.2.1')).status).toBe(429);
      expect((await submit('192.0.2.2')).status).toBe(201);
      const full = await submit('192.0.2.3');
      expect(full.status).toBe(429);
      expect(full.headers.get('retry-after')).toBe('60');
    });
  }),
);
