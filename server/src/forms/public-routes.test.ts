import { consentText, createFormSchema } from '@mrn/sdk/schemas';
import { readableTextOn } from '@mrn/sdk/theme';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provePartnerAddress } from '../../test/support/prove-partner-address.ts';
import {
  createTestApp,
  createTestPartner,
  errorBody,
  postJson,
  type TestApp,
} from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { setPartnerPlan } from '../partner-profile/set-partner-plan.ts';
import { createForm, updatePartnerForm } from './form-store.ts';

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let partnerId: string;
  let now = Date.parse('2026-05-01T09:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database, { clock: () => new Date(now) });
    partnerId = (await createTestPartner(database)).partnerId;
    await createForm(
      database.db,
      partnerId,
      createFormSchema.parse({
        businessName: 'Bright Mortgage',
        licenceId: 'NMLS #42',
        maxWidth: '640px',
        allowedOrigins: ['https://bright.example'],
      }),
      'bright',
    );
  });
  afterAll(() => database.close());

  describe('GET /api/forms/:id', () => {
    it('serves the public config without partner secrets, open to every origin', async () => {
      const response = await subject.app.request('/api/forms/bright', {
        headers: { Origin: 'https://any.example' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        id: 'bright',
        businessName: 'Bright Mortgage',
        // The words the server stores with each lead, rendered by the same function.
        consentText: consentText({ businessName: 'Bright Mortgage' }),
        // The form's licence ID, in the footer the widget shows as it is.
        disclosures: '<span>Licence ID: NMLS #42</span>',
        maxWidth: '640px',
        mrnBranding: null,
      });
      // Text colours are derived here so the widget does no colour maths.
      expect(body.headerTextColor).toBe(readableTextOn(body.headerColor as string));
      expect(body.buttonTextColor).toBe(readableTextOn(body.buttonColor as string));
      expect(body.buttonTextColor).toMatch(/^#(fff|111827)$/);
      expect(body).not.toHaveProperty('allowedOrigins');
      expect(body).not.toHaveProperty('partnerId');
      expect(body).not.toHaveProperty('status');
      // The partner's own name for the form stays in the console.
      expect(body).not.toHaveProperty('name');
    });

    it('shows a business email only once proven: a typed address stays hidden until its link is confirmed', async () => {
      const lender = await createTestPartner(database, 'Typist');
      await createForm(
        database.db,
        lender.partnerId,
        createFormSchema.parse({ businessName: 'Typist', businessEmail: 'Desk@Typist.example' }),
        'typed-email',
      );
      await createForm(
        database.db,
        lender.partnerId,
        createFormSchema.parse({ businessName: 'Typist', businessEmail: lender.email }),
        'account-email',
      );
      const businessEmailOf = async (formId: string) =>
        ((await (await subject.app.request(`/api/forms/${formId}`)).json()) as { businessEmail: unknown })
          .businessEmail;
      expect(await businessEmailOf('typed-email')).toBeNull();
      // The partner's own account address is proven by its sign-in.
      expect(await businessEmailOf('account-email')).toBe(lender.email);

      await provePartnerAddress(database.db, lender.partnerId, 'desk@typist.example');
      now += 60_000; // past the form cache's few seconds
      expect(await businessEmailOf('typed-email')).toBe('desk@typist.example');
    });

    it('puts the partner’s licence ID and Equal Housing legend and logo in the footer, escaped', async () => {
      const lender = await createTestPartner(database, 'Lender');
      await database.db.execute(
        sql`UPDATE partners SET licence_id = 'NMLS <7>', equal_housing = 'lender' WHERE id = ${lender.partnerId}::uuid`,
      );
      await createForm(
        database.db,
        lender.partnerId,
        createFormSchema.parse({ businessName: 'Lender' }),
        'eho-form',
      );
      const body = (await (await subject.app.request('/api/forms/eho-form')).json()) as {
        disclosures: string;
      };
      expect(body.disclosures).toContain('<span>Licence ID: NMLS &#60;7&#62;</span>');
      expect(body.disclosures).toContain('role="img" aria-label="Equal Housing Lender"');
      expect(body.disclosures).toContain('<title>Equal Housing Lender</title>');
      expect(body.disclosures).toMatch(/<\/svg> Equal Housing Lender<\/span>$/);
    });

    it('tells a page on a site the form does not allow, in words for the visitor and its developer', async () => {
      const refused = await subject.app.request('/api/forms/bright', {
        headers: { Origin: 'https://any.example' },
      });
      expect(refused.headers.get('vary')).toMatch(/Origin/);
      const { notEnabledHere } = (await refused.json()) as {
        notEnabledHere: { text: string; console: string };
      };
      expect(notEnabledHere.text).toBe('This form is not enabled on this site.');
      expect(notEnabledHere.console).toContain(
        'form "bright" does not accept leads from https://any.example',
      );
      expect(notEnabledHere.console).toContain('/app/partner/forms/edit?id=bright');
      // An allowed site, and a request with no Origin, get the form.
      for (const headers of [{ Origin: 'https://bright.example' }, {}] as Record<string, string>[]) {
        const allowed = await subject.app.request('/api/forms/bright', { headers });
        expect(((await allowed.json()) as { notEnabledHere: unknown }).notEnabledHere).toBeNull();
      }
    });

    it('answers 304 to a matching If-None-Match and a new ETag once an edit made elsewhere is seen', async () => {
      const first = await subject.app.request('/api/forms/bright');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      const revalidated = await subject.app.request('/api/forms/bright', {
        headers: { 'If-None-Match': etag! },
      });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      await updatePartnerForm(database.db, partnerId, 'bright', { headerText: 'New header' });
      // Another process's edit shows once the in-memory copy expires (5 s).
      now += 6_000;
      const changed = await subject.app.request('/api/forms/bright', { headers: { 'If-None-Match': etag! } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
    });

    it('shows MRN branding once the trial ends, by the clock or by setPartnerPlan; leads still accepted', async () => {
      const trialist = await createTestPartner(database, 'Trialist');
      const day = 24 * 60 * 60 * 1000;
      await setPartnerPlan(database.db, trialist.partnerId, {
        plan: 'trial',
        trialEndsAt: new Date(now + 2 * day),
      });
      await createForm(
        database.db,
        trialist.partnerId,
        createFormSchema.parse({ businessName: 'Trial Co' }),
        'trial',
      );
      const brandingUrl = async () => {
        const response = await subject.app.request('/api/forms/trial');
        expect(response.status).toBe(200);
        return (
          ((await response.json()) as { mrnBranding: { href: string } | null }).mrnBranding?.href ?? null
        );
      };
      expect(await brandingUrl()).toBeNull();
      // The trial's end passes: no job needs to run.
      now += 3 * day;
      expect(await brandingUrl()).toBe(`${subject.config.PUBLIC_URL}/`);
      // Paid: white-label again (seen once the cached copy expires).
      await setPartnerPlan(database.db, trialist.partnerId, { plan: 'pro', trialEndsAt: null });
      now += 6_000;
      expect(await brandingUrl()).toBeNull();
      // The operator ends it: branded, and the form keeps taking leads.
      await setPartnerPlan(database.db, trialist.partnerId, { plan: 'ended', trialEndsAt: null });
      now += 6_000;
      expect(await brandingUrl()).toBe(`${subject.config.PUBLIC_URL}/`);
      const lead = await postJson(subject.app, '/api/forms/trial/leads', {
        name: 'Still Welcome',
        email: 'still@example.com',
        rateType: '30y',
        targetRate: 5.5,
        direction: 'below',
        consent: true,
      });
      expect(lead.status).toBe(201);
    });

    it("carries today's rates, as /api/rates/current answers them, when the form shows them", async () => {
      await createForm(
        database.db,
        partnerId,
        createFormSchema.parse({ businessName: 'Plain Mortgage', showCurrentRates: false }),
        'plain',
      );
      await database.db.execute(
        sql`INSERT INTO rate_observations (series_id, rate_type, observed_on, value, source)
            VALUES ('OBMMIC30YF', '30y', '2026-04-29', 6.215, 'fred-csv'), ('OBMMIC15YF', '15y', '2026-04-29', 5.5, 'fred-csv')`,
      );
      try {
        // Past the few seconds the rates are kept, in case an earlier case read them before these existed.
        now += 60_000;
        const config = async (id: string) =>
          (await (await subject.app.request(`/api/forms/${id}`)).json()) as { currentRates: unknown };
        const current = await (await subject.app.request('/api/rates/current')).json();
        expect((await config('bright')).currentRates).toEqual(current);
        expect(current).toMatchObject({
          rates: [
            { type: '30y', value: 6.215, date: '2026-04-29' },
            { type: '15y', value: 5.5, date: '2026-04-29' },
          ],
        });
        expect((await config('plain')).currentRates).toBeNull();
      } finally {
        await database.db.execute(sql`DELETE FROM rate_observations WHERE observed_on = '2026-04-29'`);
      }
    });

    it('answers a CORS preflight for any origin', async () => {
      const response = await subject.app.request('/api/forms/bright', {
        method: 'OPTIONS',
        headers: { Origin: 'https://any.example', 'Access-Control-Request-Method': 'GET' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('answers 404 for unknown and disabled forms', async () => {
      await createForm(database.db, partnerId, createFormSchema.parse({ businessName: 'Off' }), 'off');
      await updatePartnerForm(database.db, partnerId, 'off', { status: 'disabled' });
      for (const id of ['nope', 'off', '..%2F..%2Fetc']) {
        const response = await subject.app.request(`/api/forms/${id}`);
        expect(response.status).toBe(404);
        expect((await errorBody(response)).code).toBe('not_found');
      }
    });
  });
});
