import { createFormSchema } from '@mrn/sdk/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestPartner,
  errorBody,
  postJson,
  type TestApp,
} from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { alerts, leads, mailOutbox } from '../db/schema/index.ts';
import { createForm, updatePartnerForm } from '../forms/form-store.ts';

const validLead = {
  name: 'Jamie Buyer',
  email: 'jamie@example.com',
  phone: '(555) 123-4567',
  rateType: '30y',
  targetRate: 5.875,
  direction: 'below',
  consent: true,
  pageUrl: 'https://partner.example/rates',
  utm: { utm_source: 'newsletter', utm_medium: 'email' },
};

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
    const partner = await createTestPartner(database);
    await createForm(
      database.db,
      partner.partnerId,
      createFormSchema.parse({ businessName: 'Open Lender' }),
      'open-form',
    );
    await createForm(
      database.db,
      partner.partnerId,
      createFormSchema.parse({ businessName: 'Careful Lender', allowedOrigins: ['https://careful.example'] }),
      'careful-form',
    );
    await createForm(
      database.db,
      partner.partnerId,
      createFormSchema.parse({ businessName: 'Gone' }),
      'gone-form',
    );
    await updatePartnerForm(database.db, partner.partnerId, 'gone-form', { status: 'disabled' });
  });
  afterAll(() => database.close());

  describe('POST /api/forms/:id/leads', () => {
    it('stores the lead with its form and partner, creates a pending alert and queues both mails', async () => {
      const response = await postJson(subject.app, '/api/forms/open-form/leads', validLead);
      expect(response.status).toBe(201);
      const { leadId } = (await response.json()) as { leadId: string };
      const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead).toMatchObject({ formId: 'open-form', email: 'jamie@example.com', targetRate: '5.875' });
      expect(lead.utm).toEqual({ utm_source: 'newsletter', utm_medium: 'email' });
      expect(lead.alertId).toBeTruthy();
      const [alert] = await database.db.select().from(alerts).where(eq(alerts.id, lead.alertId!));
      expect(alert).toMatchObject({ status: 'pending', formId: 'open-form', leadId, threshold: '5.875' });
      const mails = await database.db.select().from(mailOutbox);
      expect(mails.some((mail) => mail.kind === 'partner_lead' && mail.leadId === leadId)).toBe(true);
      expect(mails.some((mail) => mail.kind === 'alert_confirmation' && mail.alertId === alert.id)).toBe(
        true,
      );
    });

    it('answers parallel repeats of one lead with the same 201 and id, storing and mailing it once', async () => {
      const repeat = { ...validLead, email: 'twice@example.com', targetRate: 6.125 };
      const responses = await Promise.all(
        [1, 2, 3].map(() => postJson(subject.app, '/api/forms/open-form/leads', repeat)),
      );
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
      const ids = await Promise.all(
        responses.map(async (response) => ((await response.json()) as { leadId: string }).leadId),
      );
      expect(new Set(ids).size).toBe(1);
      const stored = await database.db.select().from(leads).where(eq(leads.email, repeat.email));
      expect(stored.map((lead) => lead.id)).toEqual([ids[0]]);
      const mails = await database.db.select().from(mailOutbox);
      expect(mails.filter((mail) => mail.kind === 'partner_lead' && mail.leadId === ids[0])).toHaveLength(1);
      expect(
        mails.filter((mail) => mail.kind === 'alert_confirmation' && mail.alertId === stored[0].alertId),
      ).toHaveLength(1);
    });

    it('keeps the lead but creates no alert once the address is at its plan limit', async () => {
      const email = 'busy@example.com';
      const ids: string[] = [];
      for (const targetRate of [5, 5.25, 5.5, 5.75]) {
        const response = await postJson(subject.app, '/api/forms/open-form/leads', {
          ...validLead,
          email,
          targetRate,
        });
        expect(response.status).toBe(201);
        ids.push(((await response.json()) as { leadId: string }).leadId);
      }
      const stored = await database.db.select().from(leads).where(eq(leads.email, email));
      expect(stored).toHaveLength(4);
      expect(stored.filter((lead) => lead.alertId === null)).toHaveLength(1);
    });

    it('takes utm_* parameters from the page address when no utm object is sent', async () => {
      const response = await postJson(subject.app, '/api/forms/open-form/leads', {
        ...validLead,
        email: 'utm@example.com',
        utm: undefined,
        pageUrl: 'https://partner.example/rates?utm_source=google&utm_campaign=spring&ref=x',
      });
      const { leadId } = (await response.json()) as { leadId: string };
      const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead.utm).toEqual({ utm_source: 'google', utm_campaign: 'spring' });
    });

    it('stores hidden fields, and the gclid of the page address when none is sent', async () => {
      const response = await postJson(subject.app, '/api/forms/open-form/leads', {
        ...validLead,
        email: 'gclid@example.com',
        pageUrl: 'https://partner.example/rates?utm_source=google&gclid=Cj0KCQ-abc',
        hiddenFields: { campaign: 'spring_2026', agent_id: '42' },
      });
      expect(response.status).toBe(201);
      const { leadId } = (await response.json()) as { leadId: string };
      const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead.gclid).toBe('Cj0KCQ-abc');
      expect(lead.hiddenFields).toEqual({ campaign: 'spring_2026', agent_id: '42' });
    });

    it('refuses hidden fields with bad names, too many or too long, and a gclid that is too long', async () => {
      const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`k${index}`, 'v']));
      for (const [hiddenFields, field] of [
        [{ 'Bad-Key': 'x' }, 'hiddenFields.Bad-Key'],
        [eleven, 'hiddenFields'],
        [{ campaign: 'x'.repeat(201) }, 'hiddenFields.campaign'],
      ] as const) {
        const response = await postJson(subject.app, '/api/forms/open-form/leads', {
          ...validLead,
          hiddenFields,
        });
        expect(response.status).toBe(422);
        expect(Object.keys((await errorBody(response)).fields ?? {})).toEqual([field]);
      }
      const response = await postJson(subject.app, '/api/forms/open-form/leads', {
        ...validLead,
        gclid: 'g'.repeat(201),
      });
      expect(response.status).toBe(422);
      expect(Object.keys((await errorBody(response)).fields ?? {})).toEqual(['gclid']);
    });

    it('drops a bot that fills the honeypot: 201 with an id, nothing stored', async () => {
      const before = (await database.db.select().from(leads)).length;
      const response = await postJson(subject.app, '/api/forms/open-form/leads', {
        website: 'http://spam.example',
      });
      expect(response.status).toBe(201);
      expect(((await response.json()) as { leadId: string }).leadId).toMatch(/^[0-9a-f-]{36}$/);
      expect((await database.db.select().from(leads)).length).toBe(before);
    });

    it('answers 422 with a message per field', async () => {
      const response = await postJson(subject.app, '/api/forms/open-form/leads', {
        ...validLead,
        email: 'nope',
        consent: false,
        rateType: '5y',
        targetRate: 'abc',
      });
      expect(response.status).toBe(422);
      const error = await errorBody(response);
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(['consent', 'email', 'rateType', 'targetRate']);
    });

    it('names unknown fields (with the likely meant one) and campaign keys that are not utm_*', async () => {
      const response = await postJson(subject.app, '/api/forms/open-form/leads', {
        ...validLead,
        emial: 'typo@example.com',
        utm: { utm_source: 'x', other: 'y' },
      });
      expect(response.status).toBe(422);
      const { fields } = await errorBody(response);
      expect(fields).toMatchObject({ emial: 'unknown field; did you mean email?' });
      expect(Object.keys(fields ?? {}).sort()).toEqual(['emial', 'utm.other']);
    });

    it('answers 404 for an unknown, malformed or disabled form', async () => {
      for (const formId of ['missing', 'gone-form', '%F0%9F%92%A5', 'a'.repeat(100)]) {
        const response = await postJson(subject.app, `/api/forms/${formId}/leads`, validLead);
        expect(response.status).toBe(404);
        expect((await errorBody(response)).code).toBe('not_found');
      }
    });
  });

  describe('CORS for lead submission', () => {
    it('accepts any origin when the partner listed none', async () => {
      const response = await postJson(subject.app, '/api/forms/open-form/leads', validLead, {
        Origin: 'https://anywhere.example',
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('accepts listed origins only, on the request and on the preflight', async () => {
      const allowed = await postJson(subject.app, '/api/forms/careful-form/leads', validLead, {
        Origin: 'https://careful.example',
      });
      expect(allowed.status).toBe(201);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://careful.example');

      const refused = await postJson(subject.app, '/api/forms/careful-form/leads', validLead, {
        Origin: 'https://evil.example',
      });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      expect((await errorBody(refused)).code).toBe('origin_not_allowed');

      const preflightOk = await subject.app.request('/api/forms/careful-form/leads', {
        method: 'OPTIONS',
        headers: { Origin: 'https://careful.example', 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflightOk.status).toBe(204);
      expect(preflightOk.headers.get('access-control-allow-origin')).toBe('https://careful.example');
      expect(preflightOk.headers.get('access-control-allow-methods')).toContain('POST');

      const preflightRefused = await subject.app.request('/api/forms/careful-form/leads', {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflightRefused.headers.get('access-control-allow-origin')).toBeNull();
    });

    // Issue 26 item 2: a script posting addresses without an Origin got 201 from a form limited to its sites.
    it('refuses a lead without an Origin header when the form lists its sites; an open form still takes it', async () => {
      const bare = await postJson(subject.app, '/api/forms/careful-form/leads', validLead);
      expect(bare.status).toBe(403);
      const error = await errorBody(bare);
      expect(error.code).toBe('origin_required');
      expect(error.message).toBe(
        'This form accepts leads only from its own websites, and this request did not say which website it came ' +
          'from (no Origin header).',
      );
      expect((await postJson(subject.app, '/api/forms/open-form/leads', validLead)).status).toBe(201);
    });

    it('lets a widget read validation errors (CORS headers on error answers too)', async () => {
      const response = await postJson(
        subject.app,
        '/api/forms/careful-form/leads',
        { name: '' },
        {
          Origin: 'https://careful.example',
        },
      );
      expect(response.status).toBe(422);
      expect(response.headers.get('access-control-allow-origin')).toBe('https://careful.example');
    });
  });
});
