import { createFormSchema, type FormAnalytics } from '@mrn/sdk/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  createTestPartner,
  errorBody,
  postJson,
  type TestApp,
} from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { forms, leads } from '../db/schema/index.ts';
import { createForm } from '../forms/form-store.ts';

type Partner = Awaited<ReturnType<typeof createTestPartner>>;

const TODAY = '2026-03-10';
const START = new Date(`${TODAY}T12:00:00Z`);

const validLead = {
  name: 'Jamie Buyer',
  email: 'jamie@example.com',
  rateType: '30y',
  targetRate: 5.875,
  direction: 'below',
  consent: true,
};

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let alice: Partner;
  let bob: Partner;
  let now = START;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database, { clock: () => now, formCacheTtlMs: 0 });
    alice = await createTestPartner(database, 'Alice');
    bob = await createTestPartner(database, 'Bob');
    const forms: [string, string[]][] = [
      ['fresh-form', []],
      ['open-form', []],
      ['careful-form', ['https://careful.example']],
      ['events-form', []],
      ['leads-form', []],
      ['days-form', []],
      ['refusing-form', ['https://mine.example']],
    ];
    for (const [id, allowedOrigins] of forms) {
      await createForm(
        database.db,
        alice.partnerId,
        createFormSchema.parse({ businessName: 'Alice Lending', allowedOrigins }),
        id,
      );
    }
  });
  afterAll(() => database.close());

  function analytics(formId: string, query = '', partner = alice) {
    return subject.app.request(`/api/partner/forms/${formId}/analytics${query}`, {
      headers: partner.authorization,
    });
  }

  async function analyticsOf(formId: string, query = ''): Promise<FormAnalytics> {
    const response = await analytics(formId, query);
    expect(response.status).toBe(200);
    return (await response.json()) as FormAnalytics;
  }

  /** Counting runs in the background: wait until the analytics show it. */
  function eventually(formId: string, check: (answer: FormAnalytics) => void, query = '') {
    return vi.waitFor(async () => check(await analyticsOf(formId, query)), { timeout: 5_000, interval: 20 });
  }

  function loadConfig(formId: string, headers: Record<string, string> = {}) {
    return subject.app.request(`/api/forms/${formId}`, { headers });
  }

  describe('GET /api/partner/forms/:id/analytics', () => {
    it('answers every day of the last 30 days by default, zero-filled, without conversion or install data', async () => {
      now = START;
      const answer = await analyticsOf('fresh-form');
      expect(answer.formId).toBe('fresh-form');
      expect(answer.days).toBe(30);
      expect(answer.series).toHaveLength(30);
      expect(answer.series[0]).toEqual({
        date: '2026-02-09',
        views: 0,
        opens: 0,
        submissions: 0,
        confirmed: 0,
      });
      expect(answer.series[29].date).toBe(TODAY);
      expect(answer.totals).toEqual({ views: 0, opens: 0, submissions: 0, confirmed: 0, conversion: null });
      expect(answer.install).toEqual({
        lastLoadedOrigin: null,
        lastLoadedAt: null,
        allowedOrigin: null,
        refusedOrigins: [],
      });
      expect((await analyticsOf('fresh-form', '?days=7')).series.map((day) => day.date)).toEqual([
        '2026-03-04',
        '2026-03-05',
        '2026-03-06',
        '2026-03-07',
        '2026-03-08',
        '2026-03-09',
        '2026-03-10',
      ]);
      expect((await analyticsOf('fresh-form', '?days=90')).series).toHaveLength(90);
    });

    it('accepts only days=7, 30 or 90 and no other parameter', async () => {
      for (const query of ['?days=14', '?days=', '?days=7&days=30', '?days=abc']) {
        const response = await analytics('fresh-form', query);
        expect(response.status, query).toBe(422);
        expect((await errorBody(response)).fields, query).toHaveProperty('days');
      }
      const unknown = await analytics('fresh-form', '?days=7&from=2026-01-01');
      expect(unknown.status).toBe(422);
      expect((await errorBody(unknown)).fields).toHaveProperty('from');
    });

    it('answers 404 for another partner’s form exactly like for a missing one, and 401 without a key', async () => {
      const theirs = await analytics('fresh-form', '', bob);
      const missing = await analytics('no-such-form', '', bob);
      expect(theirs.status).toBe(404);
      expect(missing.status).toBe(404);
      expect(await errorBody(theirs)).toEqual(await errorBody(missing));
      expect((await subject.app.request('/api/partner/forms/fresh-form/analytics')).status).toBe(401);
    });

    it('puts each count on its UTC day and leaves days outside the period out', async () => {
      now = new Date('2026-02-20T23:30:00Z'); // 18 days before TODAY
      await loadConfig('days-form');
      now = new Date('2026-03-08T00:10:00Z');
      await loadConfig('days-form');
      await loadConfig('days-form');
      now = START;
      await eventually('days-form', (answer) => expect(answer.totals.views).toBe(3));
      const month = await analyticsOf('days-form');
      expect(month.series.find((day) => day.date === '2026-02-20')?.views).toBe(1);
      expect(month.series.find((day) => day.date === '2026-03-08')?.views).toBe(2);
      const week = await analyticsOf('days-form', '?days=7');
      expect(week.totals.views).toBe(2);
      expect(week.series.find((day) => day.date === '2026-03-08')?.views).toBe(2);
    });
  });

  describe('views and the install check (GET /api/forms/:id)', () => {
    it('counts a view and records the page origin the form was loaded from', async () => {
      now = START;
      const response = await loadConfig('careful-form', { Origin: 'https://careful.example' });
      expect(response.status).toBe(200);
      await eventually('careful-form', (answer) => {
        expect(answer.series.at(-1)?.views).toBe(1);
        expect(answer.install).toEqual({
          lastLoadedOrigin: 'https://careful.example',
          lastLoadedAt: START.toISOString(),
          allowedOrigin: true,
          refusedOrigins: [],
        });
      });
    });

    it('writes the install check at most once a minute per form and origin', async () => {
      now = new Date(START.getTime() + 30_000);
      await loadConfig('careful-form', { Origin: 'https://careful.example' });
      await eventually('careful-form', (answer) => expect(answer.totals.views).toBe(2));
      expect((await analyticsOf('careful-form')).install.lastLoadedAt).toBe(START.toISOString());
    });

    it('warns when the form is loaded from a site it does not accept leads from', async () => {
      now = new Date(START.getTime() + 40_000);
      await loadConfig('careful-form', { Origin: 'https://elsewhere.example' });
      await eventually('careful-form', (answer) =>
        expect(answer.install).toEqual({
          lastLoadedOrigin: 'https://elsewhere.example',
          lastLoadedAt: now.toISOString(),
          allowedOrigin: false,
          refusedOrigins: [
            { origin: 'https://elsewhere.example', lastSeenAt: now.toISOString(), refusals: 1 },
          ],
        }),
      );
    });

    it('takes the origin from the Referer when there is no Origin, and ignores the product’s own pages', async () => {
      now = START;
      await loadConfig('open-form', { Referer: 'https://blog.example/rates?utm_source=x' });
      await eventually('open-form', (answer) =>
        expect(answer.install).toMatchObject({
          lastLoadedOrigin: 'https://blog.example',
          allowedOrigin: true,
        }),
      );
      now = new Date(START.getTime() + 120_000);
      await loadConfig('open-form', { Origin: subject.config.PUBLIC_URL });
      await loadConfig('open-form');
      await eventually('open-form', (answer) => expect(answer.totals.views).toBe(3));
      expect((await analyticsOf('open-form')).install.lastLoadedOrigin).toBe('https://blog.example');
    });

    it('counts no view for an unknown form', async () => {
      expect((await loadConfig('no-such-form')).status).toBe(404);
    });
  });

  describe('refused origins (the install check’s warning)', () => {
    function preflight(origin: string) {
      return subject.app.request('/api/forms/refusing-form/leads', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    }

    it('records a refused lead preflight and returns it; refusals within a minute add up at the next write', async () => {
      now = START;
      const refused = await preflight('https://other.example');
      expect(refused.status).toBe(204);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      const allowed = await preflight('https://mine.example');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://mine.example');
      await eventually('refusing-form', (answer) =>
        expect(answer.install.refusedOrigins).toEqual([
          { origin: 'https://other.example', lastSeenAt: START.toISOString(), refusals: 1 },
        ]),
      );

      now = new Date(START.getTime() + 10_000);
      await preflight('https://other.example');
      await preflight('https://other.example');
      now = new Date(START.getTime() + 70_000);
      await preflight('https://other.example');
      // A config load from another refused site is recorded too.
      await loadConfig('refusing-form', { Origin: 'https://third.example' });
      await eventually('refusing-form', (answer) =>
        expect(answer.install.refusedOrigins).toEqual([
          { origin: 'https://other.example', lastSeenAt: now.toISOString(), refusals: 4 },
          { origin: 'https://third.example', lastSeenAt: now.toISOString(), refusals: 1 },
        ]),
      );
    });

    it('leaves out an origin once the partner allows it', async () => {
      await database.db
        .update(forms)
        .set({ allowedOrigins: ['https://mine.example', 'https://other.example'] })
        .where(eq(forms.id, 'refusing-form'));
      expect((await analyticsOf('refusing-form')).install.refusedOrigins.map((row) => row.origin)).toEqual([
        'https://third.example',
      ]);
    });
  });

  describe('opens (POST /api/forms/:id/events)', () => {
    it('counts an open from any origin with 204', async () => {
      now = START;
      const response = await postJson(
        subject.app,
        '/api/forms/events-form/events',
        { type: 'open' },
        { Origin: 'https://anywhere.example' },
      );
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      await postJson(subject.app, '/api/forms/events-form/events', { type: 'open' });
      await eventually('events-form', (answer) => {
        expect(answer.totals.opens).toBe(2);
        expect(answer.series.at(-1)?.opens).toBe(2);
      });
    });

    it('answers a CORS preflight for every origin', async () => {
      const response = await subject.app.request('/api/forms/events-form/events', {
        method: 'OPTIONS',
        headers: { Origin: 'https://anywhere.example', 'Access-Control-Request-Method': 'POST' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    });

    it('refuses other event types and unknown fields with 422, unknown forms with 404', async () => {
      const other = await postJson(subject.app, '/api/forms/events-form/events', { type: 'close' });
      expect(other.status).toBe(422);
      expect((await errorBody(other)).fields).toHaveProperty('type');
      const extra = await postJson(subject.app, '/api/forms/events-form/events', {
        type: 'open',
        visitor: 'x',
      });
      expect(extra.status).toBe(422);
      expect((await errorBody(extra)).fields).toHaveProperty('visitor');
      const missing = await postJson(subject.app, '/api/forms/no-such-form/events', { type: 'open' });
      expect(missing.status).toBe(404);
    });
  });

  describe('submissions and confirmed leads', () => {
    it('counts a stored lead, not a honeypot hit, and its confirmation; conversion is submissions per view', async () => {
      now = START;
      await loadConfig('leads-form');
      await loadConfig('leads-form');
      await loadConfig('leads-form');
      await loadConfig('leads-form');
      const stored = await postJson(subject.app, '/api/forms/leads-form/leads', validLead);
      expect(stored.status).toBe(201);
      const bot = await postJson(subject.app, '/api/forms/leads-form/leads', {
        ...validLead,
        website: 'http://spam.example',
      });
      expect(bot.status).toBe(201);
      await eventually('leads-form', (answer) =>
        expect(answer.totals).toEqual({
          views: 4,
          opens: 0,
          submissions: 1,
          confirmed: 0,
          conversion: 0.25,
        }),
      );

      const { leadId } = (await stored.json()) as { leadId: string };
      const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead.alertId).not.toBeNull();
      await database.db.execute(
        sql`UPDATE alerts SET status = 'active', confirmed_at = ${new Date(`${TODAY}T13:00:00Z`)} WHERE id = ${lead.alertId}::uuid`,
      );
      const answer = await analyticsOf('leads-form');
      expect(answer.totals.confirmed).toBe(1);
      expect(answer.series.at(-1)).toEqual({
        date: TODAY,
        views: 4,
        opens: 0,
        submissions: 1,
        confirmed: 1,
      });
    });
  });
});
