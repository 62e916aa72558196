import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestPartner,
  errorBody,
  postJson,
  type TestApp,
} from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';

type Partner = Awaited<ReturnType<typeof createTestPartner>>;

interface FormAnswer {
  form: { id: string; status: string; allowedOrigins: string[]; headerColor: string; fontFamily: string };
}

function request(subject: TestApp, partner: Partner, method: string, url: string, body?: unknown) {
  return subject.app.request(url, {
    method,
    headers: {
      ...partner.authorization,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const lead = (email: string) => ({
  name: 'Lead',
  email,
  rateType: '15y',
  targetRate: '5.5',
  direction: 'above',
  consent: true,
});

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let alice: Partner;
  let bob: Partner;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
    alice = await createTestPartner(database, 'Alice');
    bob = await createTestPartner(database, 'Bob');
  });
  afterAll(() => database.close());

  describe('authentication', () => {
    it('answers 401 without a key or with a wrong one', async () => {
      const missing = await subject.app.request('/api/partner/forms');
      expect(missing.status).toBe(401);
      expect((await errorBody(missing)).code).toBe('unauthorized');
      const wrong = await subject.app.request('/api/partner/forms', {
        headers: { Authorization: 'Bearer mrn_not-a-real-key' },
      });
      expect(wrong.status).toBe(401);
    });
  });

  describe('forms', () => {
    it('creates, lists, reads, updates and disables a form', async () => {
      const created = await request(subject, alice, 'POST', '/api/partner/forms', {
        type: 'popup',
        fontFamily: 'Lato',
        headerColor: '#ABC',
        businessName: 'Alice Lending',
        licenceId: 'NMLS #123',
        allowedOrigins: ['https://alice.example', 'https://alice.example/'],
      });
      expect(created.status).toBe(201);
      const { form } = (await created.json()) as FormAnswer;
      expect(form).toMatchObject({
        status: 'active',
        headerColor: '#abc',
        allowedOrigins: ['https://alice.example'],
      });

      const list = (await (await request(subject, alice, 'GET', '/api/partner/forms')).json()) as {
        forms: { id: string }[];
      };
      expect(list.forms.map((entry) => entry.id)).toContain(form.id);

      const updated = await request(subject, alice, 'PATCH', `/api/partner/forms/${form.id}`, {
        fontFamily: 'Poppins',
      });
      expect(((await updated.json()) as FormAnswer).form.fontFamily).toBe('Poppins');

      const disabled = await request(subject, alice, 'DELETE', `/api/partner/forms/${form.id}`);
      expect(((await disabled.json()) as FormAnswer).form.status).toBe('disabled');
      expect((await subject.app.request(`/api/forms/${form.id}`)).status).toBe(404);
    });

    it('rejects invalid settings with field messages', async () => {
      const response = await request(subject, alice, 'POST', '/api/partner/forms', {
        type: 'banner',
        fontFamily: 'Comic Sans MS',
        buttonColor: 'purple',
        allowedOrigins: ['https://alice.example/path'],
      });
      expect(response.status).toBe(422);
      const fields = (await errorBody(response)).fields ?? {};
      expect(Object.keys(fields).sort()).toEqual([
        'allowedOrigins.0',
        'businessName',
        'buttonColor',
        'fontFamily',
        'type',
      ]);
    });
  });

  describe('isolation between partners', () => {
    it('never lets a partner read or change another partner’s forms or leads', async () => {
      const created = await request(subject, alice, 'POST', '/api/partner/forms', {
        businessName: 'Alice Only',
      });
      const { form } = (await created.json()) as FormAnswer;
      expect(
        (await postJson(subject.app, `/api/forms/${form.id}/leads`, lead('private@example.com'))).status,
      ).toBe(201);

      expect((await request(subject, bob, 'GET', `/api/partner/forms/${form.id}`)).status).toBe(404);
      expect(
        (await request(subject, bob, 'PATCH', `/api/partner/forms/${form.id}`, { headerText: 'Mine' }))
          .status,
      ).toBe(404);
      expect((await request(subject, bob, 'DELETE', `/api/partner/forms/${form.id}`)).status).toBe(404);
      const bobForms = (await (await request(subject, bob, 'GET', '/api/partner/forms')).json()) as {
        forms: unknown[];
      };
      expect(bobForms.forms).toEqual([]);

      const bobLeads = (await (
        await request(subject, bob, 'GET', `/api/partner/leads?formId=${form.id}`)
      ).json()) as {
        leads: unknown[];
      };
      expect(bobLeads.leads).toEqual([]);
      const bobCsv = await (await request(subject, bob, 'GET', '/api/partner/leads.csv')).text();
      expect(bobCsv).not.toContain('private@example.com');

      const aliceForm = (await (
        await request(subject, alice, 'GET', `/api/partner/forms/${form.id}`)
      ).json()) as FormAnswer;
      expect(aliceForm.form.status).toBe('active');
      const aliceLeads = (await (
        await request(subject, alice, 'GET', `/api/partner/leads?formId=${form.id}`)
      ).json()) as {
        leads: { email: string }[];
      };
      expect(aliceLeads.leads.map((entry) => entry.email)).toEqual(['private@example.com']);
    });
  });

  describe('leads', () => {
    it('pages through every lead exactly once, newest first', async () => {
      const carol = await createTestPartner(database, 'Carol');
      const { form } = (await (
        await request(subject, carol, 'POST', '/api/partner/forms', { businessName: 'Carol Loans' })
      ).json()) as FormAnswer;
      for (let index = 0; index < 7; index += 1) {
        const response = await postJson(
          subject.app,
          `/api/forms/${form.id}/leads`,
          lead(`page${index}@example.com`),
        );
        expect(response.status).toBe(201);
      }
      const seen: string[] = [];
      const times: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${cursor}` : '';
        const page = (await (
          await request(subject, carol, 'GET', `/api/partner/leads?limit=3${query}`)
        ).json()) as {
          leads: { email: string; createdAt: string }[];
          nextCursor: string | null;
        };
        expect(page.leads.length).toBeLessThanOrEqual(3);
        seen.push(...page.leads.map((entry) => entry.email));
        times.push(...page.leads.map((entry) => entry.createdAt));
        cursor = page.nextCursor;
      } while (cursor);
      expect([...seen].sort()).toEqual(Array.from({ length: 7 }, (_, index) => `page${index}@example.com`));
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('rejects bad query parameters with 422', async () => {
      for (const query of ['limit=0', 'limit=abc', 'limit=201', 'cursor=garbage', 'formId=%00']) {
        const response = await request(subject, alice, 'GET', `/api/partner/leads?${query}`);
        expect(response.status).toBe(422);
        await errorBody(response);
      }
    });

    it('exports CSV with escaping and formula injection neutralised', async () => {
      const dave = await createTestPartner(database, 'Dave');
      const { form } = (await (
        await request(subject, dave, 'POST', '/api/partner/forms', { businessName: 'Dave Loans' })
      ).json()) as FormAnswer;
      const nasty = {
        ...lead('csv@example.com'),
        name: '=HYPERLINK("http://x","Click"), "Jr"',
        phone: '+1 555 010 2222',
      };
      expect((await postJson(subject.app, `/api/forms/${form.id}/leads`, nasty)).status).toBe(201);
      const response = await request(subject, dave, 'GET', '/api/partner/leads.csv');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      expect(response.headers.get('content-disposition')).toMatch(
        /attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const [header, row, trailing] = (await response.text()).split('\r\n');
      expect(header.split(',').slice(0, 6)).toEqual([
        'created_at',
        'lead_id',
        'form_id',
        'name',
        'email',
        'phone',
      ]);
      expect(row).toContain(
        `,"'=HYPERLINK(""http://x"",""Click""), ""Jr""",csv@example.com,'+1 555 010 2222,15y,5.500,above,true,`,
      );
      expect(trailing).toBe('');
    });
  });
});
