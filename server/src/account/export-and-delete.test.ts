import { type AccountExport, consentText, createFormSchema } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedIn, signedIn } from '../../test/support/signed-in.ts';
import { createTestApp, createTestPartner, errorBody, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { issueChallenge } from '../auth/auth-challenges.ts';
import { takeThrottleHit } from '../auth/throttle.ts';
import { queryRows } from '../db/client.ts';
import { createForm } from '../forms/form-store.ts';
import { storeLead } from '../leads/store-lead.ts';
import { silentLogger } from '../logger.ts';

/** RFC 4180: quoted fields with doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) throw new Error('The CSV does not end with CRLF');
  return rows;
}

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let ann: SignedIn;
  let bob: SignedIn;
  let formId: string;
  let leadId: string;
  let alertId: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
    const partner = await createTestPartner(database);
    formId = 'export-form';
    await createForm(
      database.db,
      partner.partnerId,
      createFormSchema.parse({ businessName: 'Acme Lending' }),
      formId,
    );
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(
      sql`TRUNCATE mail_outbox, alerts, leads, alert_addresses, auth_challenges, auth_throttles,
                   newsletter_subscribers, contact_messages, rate_observations CASCADE`,
    );
    // DELETE, not TRUNCATE ... CASCADE: partners.user_id references users, and a cascade would empty
    // partners and forms too (this file's form is made once, in beforeAll).
    await database.db.execute(sql`DELETE FROM users`);
    ann = await signedIn(database.db, subject.config, 'ann@example.com');
    bob = await signedIn(database.db, subject.config, 'bob@example.com');
    const lead = await storeLead(
      database.db,
      (
        await queryRows<{ id: string; partnerId: string; businessName: string; settingsVersion: number }>(
          database.db,
          sql`SELECT id, partner_id AS "partnerId", business_name AS "businessName", settings_version AS "settingsVersion"
                FROM forms`,
        )
      )[0],
      {
        name: '=cmd|" /C calc"!A0',
        email: ' Ann@Example.com',
        phone: '(555) 123-4567',
        rateType: '15y',
        targetRate: 5.25,
        direction: 'below',
        consent: true,
        pageUrl: 'https://acme.example/rates',
        utm: null,
      },
      { now: new Date(), logger: silentLogger() },
    );
    leadId = lead.leadId;
    alertId = lead.alertId as string;
    const [observation] = await queryRows<{ id: string }>(
      database.db,
      sql`INSERT INTO rate_observations (series_id, rate_type, observed_on, value, source)
          VALUES ('OBMMIC15YF', '15y', '2025-10-02', 5.2, 'fred-csv') RETURNING id::text AS id`,
    );
    await database.db.execute(
      sql`UPDATE alerts SET status = 'active', confirmed_at = now() WHERE id = ${alertId}::uuid`,
    );
    await database.db.execute(
      sql`INSERT INTO mail_outbox (kind, alert_id, observation_id, status, sent_at)
          VALUES ('rate_alert', ${alertId}::uuid, ${observation.id}::bigint, 'sent', '2025-10-02T15:00:00Z')`,
    );
    await database.db.execute(sql`INSERT INTO newsletter_subscribers (email) VALUES ('ann@example.com')`);
    await database.db.execute(
      sql`INSERT INTO contact_messages (name, email, topic, message) VALUES
            ('Ann', 'Ann@example.com', 'support', 'Hello there'),
            ('Bob', 'bob@example.com', 'support', 'Bob writes')`,
    );
  });

  const get = (path: string, who: SignedIn) =>
    Promise.resolve(subject.app.request(path, { headers: who.headers }));

  describe('GET /api/app/account/export', () => {
    it('JSON: the account, the alert from the lead with its mail, the lead, sessions, newsletter, messages', async () => {
      const response = await get('/api/app/account/export', ann);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="mortgage-rate-notifier-export.json"',
      );
      const data = (await response.json()) as AccountExport;
      expect(data.account).toMatchObject({ email: 'ann@example.com', plan: 'free', pendingEmail: null });
      expect(data.preferences).toEqual({ alertMails: true, newsletter: true, weeklyDigest: false });
      expect(data.alerts).toEqual([
        expect.objectContaining({
          id: alertId,
          rateType: '15y',
          threshold: 5.25,
          status: 'active',
          partnerName: 'Acme Lending',
          notifications: [{ sentAt: '2025-10-02T15:00:00.000Z', rate: 5.2, observationDate: '2025-10-02' }],
        }),
      ]);
      expect(data.leads).toEqual([
        expect.objectContaining({
          partnerName: 'Acme Lending',
          name: '=cmd|" /C calc"!A0',
          phone: '(555) 123-4567',
          targetRate: 5.25,
          pageUrl: 'https://acme.example/rates',
          // The homebuyer sees what they agreed to with the lead, as the partner can prove it.
          consentRecord: expect.objectContaining({
            text: consentText({ businessName: 'Acme Lending' }),
            checked: true,
            pageUrl: 'https://acme.example/rates',
          }),
        }),
      ]);
      expect(data.sessions).toHaveLength(1);
      expect(Object.keys(data.sessions[0]).sort()).toEqual(['createdAt', 'expiresAt']);
      expect(data.newsletter.subscribed).toBe(true);
      expect(data.contactMessages.map((message) => message.message)).toEqual(['Hello there']);
      expect(JSON.stringify(data)).not.toContain('bob@example.com');
    });

    it('CSV: one section, record, field, value table; a formula-like name is made inert', async () => {
      const response = await get('/api/app/account/export?format=csv', ann);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="mortgage-rate-notifier-export.csv"',
      );
      const rows = parseCsv(await response.text());
      expect(rows[0]).toEqual(['section', 'record', 'field', 'value']);
      expect(rows.every((row) => row.length === 4)).toBe(true);
      expect(rows).toContainEqual(['account', '1', 'email', 'ann@example.com']);
      expect(rows).toContainEqual(['alerts', '1', 'partnerName', 'Acme Lending']);
      expect(rows).toContainEqual(['alert notifications', '1.1', 'rate', '5.2']);
      expect(rows).toContainEqual(['leads', '1', 'name', `'=cmd|" /C calc"!A0`]);
      expect(rows).toContainEqual([
        'leads',
        '1',
        'consent.text',
        consentText({ businessName: 'Acme Lending' }),
      ]);
    });

    it('answers 422 for an unknown format and 401 without a session', async () => {
      expect((await get('/api/app/account/export?format=xml', ann)).status).toBe(422);
      const signedOut = await Promise.resolve(subject.app.request('/api/app/account/export'));
      expect(signedOut.status).toBe(401);
    });
  });

  describe('POST /api/app/account/delete', () => {
    const remove = (who: SignedIn, confirmEmail: string) =>
      Promise.resolve(
        subject.app.request('/api/app/account/delete', {
          method: 'POST',
          headers: who.jsonHeaders,
          body: JSON.stringify({ confirmEmail }),
        }),
      );
    const count = async (query: ReturnType<typeof sql>) =>
      (await queryRows<{ n: number }>(database.db, query))[0].n;

    it('refuses a confirmation that is not the account address (422 naming confirmEmail)', async () => {
      const response = await remove(ann, 'bob@example.com');
      expect(response.status).toBe(422);
      expect(Object.keys((await errorBody(response)).fields ?? {})).toEqual(['confirmEmail']);
      expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE email = 'ann@example.com'`)).toBe(1);
    });

    it('deletes everything held about the address; the partner keeps the lead without the alert link', async () => {
      await issueChallenge(database.db, { purpose: 'sign_in', email: 'ann@example.com', now: new Date() });
      await takeThrottleHit(
        database.db,
        'sign-in:address:ann@example.com',
        { limit: 5, windowMs: 60_000 },
        new Date(),
      );
      await database.db.execute(
        sql`INSERT INTO mail_outbox (kind, alert_id) VALUES ('alert_confirmation', ${alertId}::uuid)`,
      );
      const bobAlert = await Promise.resolve(
        subject.app.request('/api/app/alerts', {
          method: 'POST',
          headers: bob.jsonHeaders,
          body: JSON.stringify({ rateType: '30y', threshold: 6, direction: 'below' }),
        }),
      );
      expect(bobAlert.status).toBe(201);

      const response = await remove(ann, ' ANN@example.com ');
      expect(response.status).toBe(204);
      expect(response.headers.get('set-cookie')).toMatch(/mrn_session=;.*Max-Age=0/);

      for (const [what, query] of [
        ['users', sql`SELECT count(*)::int AS n FROM users WHERE email = 'ann@example.com'`],
        ['sessions', sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${ann.user.id}::uuid`],
        ['alerts', sql`SELECT count(*)::int AS n FROM alerts WHERE email = 'ann@example.com'`],
        ['alert mail', sql`SELECT count(*)::int AS n FROM mail_outbox WHERE alert_id = ${alertId}::uuid`],
        ['challenges', sql`SELECT count(*)::int AS n FROM auth_challenges WHERE email = 'ann@example.com'`],
        ['challenge mail', sql`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'sign_in'`],
        ['throttles', sql`SELECT count(*)::int AS n FROM auth_throttles WHERE key LIKE '%ann@example.com'`],
        ['newsletter', sql`SELECT count(*)::int AS n FROM newsletter_subscribers`],
        [
          'contact messages',
          sql`SELECT count(*)::int AS n FROM contact_messages WHERE lower(email) = 'ann@example.com'`,
        ],
        [
          'alert address',
          sql`SELECT count(*)::int AS n FROM alert_addresses WHERE email = 'ann@example.com'`,
        ],
      ] as const) {
        expect(await count(query), what).toBe(0);
      }
      const leads = await queryRows<{ id: string; alert_id: string | null; name: string; email: string }>(
        database.db,
        sql`SELECT id, alert_id, name, email FROM leads`,
      );
      expect(leads).toEqual([
        { id: leadId, alert_id: null, name: '=cmd|" /C calc"!A0', email: ' Ann@Example.com' },
      ]);
      expect(await count(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'partner_lead'`)).toBe(
        1,
      );

      // The old cookie no longer works; Bob's account and messages are untouched.
      expect((await get('/api/app/account', ann)).status).toBe(401);
      expect((await get('/api/app/account', bob)).status).toBe(200);
      expect(await count(sql`SELECT count(*)::int AS n FROM alerts WHERE email = 'bob@example.com'`)).toBe(1);
      expect(await count(sql`SELECT count(*)::int AS n FROM contact_messages`)).toBe(1);
    });
  });
});
