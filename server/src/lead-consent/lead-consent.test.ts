import { createHash } from 'node:crypto';
import { consentText, createFormSchema, type LeadConsentProof, type PartnerLead } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestPartner, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { createForm } from '../forms/form-store.ts';

type Partner = Awaited<ReturnType<typeof createTestPartner>>;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) ConsentTest/1.0';

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let pat: Partner;
  let quinn: Partner;
  const get = (partner: Partner, url: string) => subject.app.request(url, { headers: partner.authorization });
  const patch = (partner: Partner, url: string, body: unknown) =>
    subject.app.request(url, {
      method: 'PATCH',
      headers: { ...partner.authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const submit = async (formId: string, email: string, consent = true) => {
    const response = await postJson(
      subject.app,
      `/api/forms/${formId}/leads`,
      {
        name: 'Casey Buyer',
        email,
        rateType: '30y',
        targetRate: 5.5,
        direction: 'below',
        consent,
        pageUrl: 'https://broker.example/rates?utm_source=ads',
      },
      // The proxy in front of the app says who the client is (TRUST_PROXY below).
      { 'User-Agent': BROWSER, 'X-Forwarded-For': '203.0.113.7' },
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { leadId: string }).leadId;
  };
  const proof = async (partner: Partner, leadId: string) => {
    const response = await get(partner, `/api/partner/leads/${leadId}/consent`);
    return {
      response,
      body: response.status === 200 ? ((await response.json()) as LeadConsentProof) : undefined,
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database, { environment: { TRUST_PROXY: 'true' } });
    pat = await createTestPartner(database, 'Pat');
    quinn = await createTestPartner(database, 'Quinn');
    await createForm(
      database.db,
      pat.partnerId,
      createFormSchema.parse({ businessName: 'Pat Lending' }),
      'consent-a',
    );
  });
  afterAll(() => database.close());

  describe('the consent record', () => {
    it('is written with the lead: the wording the form config showed, its hash, the form version, the client', async () => {
      const config = (await (await subject.app.request('/api/forms/consent-a')).json()) as {
        consentText: string;
      };
      expect(config.consentText).toBe(consentText({ businessName: 'Pat Lending' }));
      const leadId = await submit('consent-a', 'first@example.com');
      const { body } = await proof(pat, leadId);
      expect(body).toEqual({
        leadId,
        consentRecord: {
          text: config.consentText,
          textSha256: sha256(config.consentText),
          checked: true,
          formId: 'consent-a',
          formSettingsVersion: 1,
          pageUrl: 'https://broker.example/rates?utm_source=ads',
          consentedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
          ipAddress: '203.0.113.7',
          userAgent: BROWSER,
        },
      });
    });

    it('is a download, and another partner’s lead is a 404', async () => {
      const leadId = await submit('consent-a', 'download@example.com');
      const { response } = await proof(pat, leadId);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="consent-${leadId}.json"`,
      );
      expect((await proof(quinn, leadId)).response.status).toBe(404);
      expect((await get(pat, '/api/partner/leads/not-a-uuid/consent')).status).toBe(404);
    });

    it('stores each wording once, and a wording change makes a new version without rewriting earlier records', async () => {
      const before = await submit('consent-a', 'before@example.com');
      const old = (await proof(pat, before)).body?.consentRecord;
      const changed = await patch(pat, '/api/partner/forms/consent-a', { businessName: 'Pat Home Loans' });
      expect(changed.status).toBe(200);
      const after = await submit('consent-a', 'after@example.com');
      const updated = (await proof(pat, after)).body?.consentRecord;
      expect(updated?.text).toBe(consentText({ businessName: 'Pat Home Loans' }));
      expect(updated?.formSettingsVersion).toBe((old?.formSettingsVersion ?? 0) + 1);
      // The earlier lead still proves the wording it was shown.
      expect((await proof(pat, before)).body?.consentRecord).toEqual(old);
      const texts = await queryRows<{ sha256: string; leads: number }>(
        database.db,
        sql`SELECT t.sha256, count(c.lead_id)::int AS leads FROM consent_texts t
              LEFT JOIN lead_consents c ON c.consent_text_sha256 = t.sha256 GROUP BY t.sha256`,
      );
      expect(texts.map((row) => row.sha256).sort()).toEqual([old?.textSha256, updated?.textSha256].sort());
      expect(texts.find((row) => row.sha256 === old?.textSha256)?.leads).toBeGreaterThan(1);
      // Records are evidence: not even the database's owner rewrites one by accident.
      await expect(
        database.db.execute(sql`UPDATE lead_consents SET checked = false WHERE lead_id = ${before}::uuid`),
      ).rejects.toThrow();
    });

    it('cannot be missing: a lead inserted without its record does not commit', async () => {
      const [form] = await queryRows<{ partner_id: string }>(
        database.db,
        sql`SELECT partner_id FROM forms WHERE id = 'consent-a'`,
      );
      const refused = await database.db
        .transaction(async (tx) => {
          await tx.execute(
            sql`INSERT INTO leads (form_id, partner_id, name, email, rate_type, target_rate, direction, consent)
                VALUES ('consent-a', ${form?.partner_id}::uuid, 'No Record', 'norecord@example.com', '30y', 5, 'below', true)`,
          );
        })
        .then(
          () => undefined,
          (error: Error & { cause?: unknown }) => error,
        );
      // The check runs at COMMIT (deferred); drizzle on pg wraps the database's error as the cause.
      expect(`${refused?.message} ${String(refused?.cause)}`).toMatch(/has no consent record/);
      const [left] = await queryRows<{ count: number }>(
        database.db,
        sql`SELECT count(*)::int AS count FROM leads WHERE email = 'norecord@example.com'`,
      );
      expect(left?.count).toBe(0);
      const [orphans] = await queryRows<{ count: number }>(
        database.db,
        sql`SELECT count(*)::int AS count FROM leads l WHERE NOT EXISTS (SELECT 1 FROM lead_consents c WHERE c.lead_id = l.id)`,
      );
      expect(orphans?.count).toBe(0);
    });
  });

  describe('where partners receive it', () => {
    it('the partner API lists it and the CSV carries the text hash and time', async () => {
      const leadId = await submit('consent-a', 'listed@example.com');
      const record = (await proof(pat, leadId)).body?.consentRecord;
      const listed = (await (await get(pat, '/api/partner/leads?q=listed')).json()) as {
        leads: PartnerLead[];
      };
      expect(listed.leads[0]?.consentRecord).toEqual(record);
      const csv = (await (await get(pat, '/api/partner/leads.csv?q=listed')).text()).split('\r\n');
      const header = csv[0]?.split(',') ?? [];
      const cells = csv[1]?.split(',') ?? [];
      expect(cells[header.indexOf('consent_text_sha256')]).toBe(record?.textSha256);
      expect(cells[header.indexOf('consented_at')]).toBe(record?.consentedAt);
    });

    it('the lead.created webhook payload carries it', async () => {
      await database.db.execute(
        sql`INSERT INTO webhook_endpoints (partner_id, url, secret, events)
            VALUES (${pat.partnerId}::uuid, 'https://hooks.example.com/leads', 'whsec_x', '{lead.created}')`,
      );
      const leadId = await submit('consent-a', 'hooked@example.com');
      const [delivery] = await queryRows<{ payload: { data: { lead: PartnerLead } } }>(
        database.db,
        sql`SELECT d.payload FROM webhook_deliveries d WHERE d.payload->'data'->'lead'->>'id' = ${leadId}`,
      );
      expect(delivery?.payload.data.lead.consentRecord).toEqual(
        (await proof(pat, leadId)).body?.consentRecord,
      );
    });
  });
});
