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
import { deleteAccountAlert } from '../account-alerts/account-alert-changes.ts';
import { alerts, leads } from '../db/schema/index.ts';
import { createForm } from '../forms/form-store.ts';

type Partner = Awaited<ReturnType<typeof createTestPartner>>;

interface LeadAnswer {
  id: string;
  formId: string;
  name: string;
  email: string;
  status: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  lastAlertSentAt: string | null;
  createdAt: string;
}
interface PageAnswer {
  leads: LeadAnswer[];
  nextCursor: string | null;
}

/** The leads of partner Pat: [form, name, email, phone, what happens to the alert]. */
const PAT_LEADS = [
  ['pat-a', 'Ann 100% Sure', 'ann@example.com', '555-0100', 'pending'],
  ['pat-a', 'Bob_Smith', 'bob@example.com', null, 'confirmed'],
  ['pat-a', 'BobXSmith', 'bobx@example.com', '555-0199', 'alert_sent'],
  ['pat-b', 'same name', 'same1@example.com', null, 'paused'],
  ['pat-b', 'Same Name', 'same2@example.com', null, 'unsubscribed'],
  ['pat-b', 'Zed Nobody', 'zed@example.com', null, 'no_alert'],
  ['pat-b', 'Same Name', 'same3@example.com', null, 'pending'],
] as const;

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let pat: Partner;
  let quinn: Partner;
  const get = (partner: Partner, url: string) => subject.app.request(url, { headers: partner.authorization });
  const page = async (partner: Partner, query: string) => {
    const response = await get(partner, `/api/partner/leads?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as PageAnswer;
  };
  const emails = async (query: string) => (await page(pat, query)).leads.map((lead) => lead.email);
  const csvEmails = async (query: string) => {
    const response = await get(pat, `/api/partner/leads.csv?${query}`);
    expect(response.status).toBe(200);
    const [header, ...rows] = (await response.text()).split('\r\n').filter(Boolean);
    const email = header.split(',').indexOf('email');
    return rows.map((row) => row.split(',')[email]);
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
    pat = await createTestPartner(database, 'Pat');
    quinn = await createTestPartner(database, 'Quinn');
    for (const [partner, id] of [
      [pat, 'pat-a'],
      [pat, 'pat-b'],
      [quinn, 'quinn-a'],
    ] as const) {
      await createForm(database.db, partner.partnerId, createFormSchema.parse({ businessName: id }), id);
    }
    for (const [formId, name, email, phone, outcome] of PAT_LEADS) {
      const response = await postJson(subject.app, `/api/forms/${formId}/leads`, {
        name,
        email,
        ...(phone ? { phone } : {}),
        rateType: '30y',
        targetRate: 5.5,
        direction: 'below',
        consent: true,
      });
      expect(response.status).toBe(201);
      const { leadId } = (await response.json()) as { leadId: string };
      const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
      const alertId = lead.alertId as string;
      const at = new Date('2026-01-02T03:04:05.000Z');
      if (outcome === 'confirmed') {
        await database.db
          .update(alerts)
          .set({ status: 'active', confirmedAt: at })
          .where(eq(alerts.id, alertId));
      } else if (outcome === 'alert_sent') {
        await database.db
          .update(alerts)
          .set({ status: 'active', confirmedAt: at, lastNotifiedAt: new Date('2026-02-03T00:00:00.000Z') })
          .where(eq(alerts.id, alertId));
      } else if (outcome === 'paused') {
        await database.db
          .update(alerts)
          .set({ status: 'paused', pausedBy: 'person', confirmedAt: at })
          .where(eq(alerts.id, alertId));
      } else if (outcome === 'unsubscribed') {
        await database.db
          .update(alerts)
          .set({
            status: 'unsubscribed',
            confirmedAt: at,
            unsubscribedAt: new Date('2026-03-04T00:00:00.000Z'),
          })
          .where(eq(alerts.id, alertId));
      } else if (outcome === 'no_alert') {
        // The person deleted the alert they had confirmed for Pat: the lead stays.
        await database.db
          .update(alerts)
          .set({ status: 'active', confirmedAt: at })
          .where(eq(alerts.id, alertId));
        await deleteAccountAlert(database.db, { userId: 'not-read', email }, alertId);
      }
    }
    // Quinn's lead matches Pat's searches, and must never show up for Pat.
    const quinnLead = await postJson(subject.app, '/api/forms/quinn-a/leads', {
      name: 'Bob_Smith Same Name Ann 100% Sure',
      email: 'quinn-lead@example.com',
      rateType: '30y',
      targetRate: 5.5,
      direction: 'below',
      consent: true,
    });
    expect(quinnLead.status).toBe(201);
  });
  afterAll(() => database.close());

  describe('lead status', () => {
    it('derives each status and its dates from the lead’s alert', async () => {
      const all = (await page(pat, 'limit=50')).leads;
      const byEmail = new Map(all.map((lead) => [lead.email, lead]));
      expect(byEmail.get('ann@example.com')).toMatchObject({
        status: 'pending_confirmation',
        confirmedAt: null,
        unsubscribedAt: null,
        lastAlertSentAt: null,
      });
      expect(byEmail.get('bob@example.com')).toMatchObject({
        status: 'confirmed',
        confirmedAt: '2026-01-02T03:04:05.000Z',
        lastAlertSentAt: null,
      });
      expect(byEmail.get('bobx@example.com')).toMatchObject({
        status: 'alert_sent',
        confirmedAt: '2026-01-02T03:04:05.000Z',
        lastAlertSentAt: '2026-02-03T00:00:00.000Z',
      });
      expect(byEmail.get('same1@example.com')).toMatchObject({ status: 'paused' });
      expect(byEmail.get('same2@example.com')).toMatchObject({
        status: 'unsubscribed',
        unsubscribedAt: '2026-03-04T00:00:00.000Z',
      });
      expect(byEmail.get('zed@example.com')).toMatchObject({
        status: 'no_alert',
        confirmedAt: null,
        unsubscribedAt: null,
        lastAlertSentAt: null,
      });
    });

    it('puts the status and its dates in the CSV', async () => {
      const response = await get(pat, '/api/partner/leads.csv?q=bobx');
      const [header, row] = (await response.text()).split('\r\n');
      const columns = header.split(',');
      expect(columns.slice(-10)).toEqual([
        'status',
        'confirmed_at',
        'unsubscribed_at',
        'last_alert_sent_at',
        'alert_kind',
        'alert_inputs',
        'consent_text_sha256',
        'consented_at',
        'series',
        'series_label',
      ]);
      const cells = row.split(',');
      expect(cells[columns.indexOf('series')]).toBe('OBMMIC30YF');
      expect(cells[columns.indexOf('series_label')]).toBe('30-year fixed');
      expect(cells[columns.indexOf('status')]).toBe('alert_sent');
      expect(cells[columns.indexOf('last_alert_sent_at')]).toBe('2026-02-03T00:00:00.000Z');
      expect(cells[columns.indexOf('alert_kind')]).toBe('rate');
    });
  });

  describe('campaign context', () => {
    it('returns gclid and hidden fields in the API and the CSV, formula-safe', async () => {
      const rae = await createTestPartner(database, 'Rae');
      await createForm(database.db, rae.partnerId, createFormSchema.parse({ businessName: 'Rae' }), 'rae-a');
      const response = await postJson(subject.app, '/api/forms/rae-a/leads', {
        name: 'Campaign Lead',
        email: 'campaign-lead@example.com',
        rateType: '15y',
        targetRate: 5.25,
        direction: 'below',
        consent: true,
        pageUrl: 'https://quinn.example/?utm_source=ads&gclid=%3DHYPERLINK(1)',
        hiddenFields: { campaign: 'spring', agent: '=SUM(A1)' },
      });
      expect(response.status).toBe(201);
      const { leads: listed } = await page(rae, '');
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({
        utm: { utm_source: 'ads' },
        gclid: '=HYPERLINK(1)',
        hiddenFields: { campaign: 'spring', agent: '=SUM(A1)' },
      });
      const csv = await (await get(rae, '/api/partner/leads.csv')).text();
      const [header, row] = csv.split('\r\n');
      expect(header).toContain(',utm_content,gclid,hidden_fields,status,');
      // The gclid cell starts with an apostrophe; the hidden fields are one JSON cell (jsonb's key order).
      expect(row).toContain(`,ads,,,,,'=HYPERLINK(1),"{""agent"":""=SUM(A1)"",""campaign"":""spring""}",`);
    });
  });

  describe('filters', () => {
    it('filters by form and by status', async () => {
      expect((await emails('formId=pat-a')).sort()).toEqual([
        'ann@example.com',
        'bob@example.com',
        'bobx@example.com',
      ]);
      expect(await emails('formId=quinn-a')).toEqual([]);
      expect((await emails('status=pending_confirmation')).sort()).toEqual([
        'ann@example.com',
        'same3@example.com',
      ]);
      expect(await emails('status=confirmed')).toEqual(['bob@example.com']);
      expect(await emails('status=alert_sent')).toEqual(['bobx@example.com']);
      expect(await emails('status=paused')).toEqual(['same1@example.com']);
      expect(await emails('status=unsubscribed')).toEqual(['same2@example.com']);
      expect(await emails('status=no_alert')).toEqual(['zed@example.com']);
      expect(await emails('formId=pat-a&status=pending_confirmation')).toEqual(['ann@example.com']);
    });

    it('searches name, email and phone case-insensitively, with % and _ taken literally', async () => {
      expect(await emails('q=ANN')).toEqual(['ann@example.com']);
      expect(await emails(`q=${encodeURIComponent('100%')}`)).toEqual(['ann@example.com']);
      expect(await emails(`q=${encodeURIComponent('%')}`)).toEqual(['ann@example.com']);
      expect(await emails('q=_')).toEqual(['bob@example.com']);
      expect(await emails('q=b_b')).toEqual([]);
      expect(await emails('q=0199')).toEqual(['bobx@example.com']);
      expect(await emails('q=ZED%40EXAMPLE')).toEqual(['zed@example.com']);
      // A NUL (which PostgreSQL refuses in text) is dropped, as in bodies: not a 500.
      expect(await emails('q=ZED%00%40EXAMPLE')).toEqual(['zed@example.com']);
      expect((await emails('q=same+name')).sort()).toEqual([
        'same1@example.com',
        'same2@example.com',
        'same3@example.com',
      ]);
    });

    it('exports exactly what the same filters list, in the same order', async () => {
      for (const query of [
        '',
        'formId=pat-b',
        'status=pending_confirmation',
        'q=same&sort=name',
        'q=bob&sort=oldest',
        'formId=pat-b&status=unsubscribed&q=Same',
        'q=nobody-at-all',
      ]) {
        expect(await csvEmails(query)).toEqual(await emails(`limit=200&${query}`));
      }
    });
  });

  describe('sort and pagination', () => {
    const everyLead = PAT_LEADS.map(([, , email]) => email).sort();

    async function walk(query: string, limit: number): Promise<LeadAnswer[]> {
      const seen: LeadAnswer[] = [];
      let cursor: string | null = null;
      do {
        const answer: PageAnswer = await page(
          pat,
          `limit=${limit}&${query}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(answer.leads.length).toBeLessThanOrEqual(limit);
        seen.push(...answer.leads);
        cursor = answer.nextCursor;
      } while (cursor);
      return seen;
    }

    it('pages through every lead exactly once in each sort', async () => {
      for (const limit of [1, 2, 3]) {
        const newest = await walk('', limit);
        expect(newest.map((lead) => lead.email).sort()).toEqual(everyLead);
        expect(newest.map((lead) => lead.createdAt)).toEqual(
          newest
            .map((lead) => lead.createdAt)
            .sort()
            .reverse(),
        );

        const oldest = await walk('sort=oldest', limit);
        expect(oldest.map((lead) => lead.id)).toEqual(newest.map((lead) => lead.id).reverse());

        const byName = await walk('sort=name', limit);
        expect(byName.map((lead) => lead.email).sort()).toEqual(everyLead);
        const names = byName.map((lead) => lead.name.toLowerCase());
        expect(names).toEqual([...names].sort());
        expect(new Set(byName.map((lead) => lead.id)).size).toBe(PAT_LEADS.length);
      }
    });

    it('pages within filters', async () => {
      const filtered = await walk('q=same&sort=name', 1);
      expect(filtered.map((lead) => lead.email).sort()).toEqual([
        'same1@example.com',
        'same2@example.com',
        'same3@example.com',
      ]);
    });

    it('refuses a cursor made for another sort', async () => {
      const first = await page(pat, 'limit=1&sort=name');
      expect(first.nextCursor).toBeTruthy();
      const response = await get(pat, `/api/partner/leads?limit=1&sort=oldest&cursor=${first.nextCursor}`);
      expect(response.status).toBe(422);
      expect((await errorBody(response)).fields).toHaveProperty('cursor');
    });
  });

  describe('isolation and strictness', () => {
    it('never shows another partner’s leads, in the list or the CSV', async () => {
      const patAll = await walk2(pat);
      expect(patAll).not.toContain('quinn-lead@example.com');
      expect(await csvEmails('q=same')).not.toContain('quinn-lead@example.com');
      expect(await emails('formId=quinn-a&q=same')).toEqual([]);
      const quinnAll = (await page(quinn, 'limit=200')).leads.map((lead) => lead.email);
      expect(quinnAll).toEqual(['quinn-lead@example.com']);

      async function walk2(partner: Partner) {
        return (await page(partner, 'limit=200')).leads.map((lead) => lead.email);
      }
    });

    it('answers 422 for unknown or invalid query parameters', async () => {
      for (const url of [
        '/api/partner/leads?foo=1',
        '/api/partner/leads?status=bogus',
        '/api/partner/leads?sort=random',
        '/api/partner/leads.csv?foo=1',
        '/api/partner/leads.csv?limit=5',
        '/api/partner/leads.csv?status=done',
        `/api/partner/leads?q=${'x'.repeat(201)}`,
      ]) {
        const response = await get(pat, url);
        expect(response.status, url).toBe(422);
        await errorBody(response);
      }
    });
  });
});
