import { createFormSchema } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedIn } from '../../test/support/signed-in.ts';
import { createTestApp, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { partnerApiKeys } from '../db/schema/index.ts';
import { createForm } from '../forms/form-store.ts';
import { createPartnerProfile } from '../partner-profile/partner-profile-store.ts';
import { generateApiKey } from '../partners/api-key.ts';

// Issue 26 item 5: after POST /api/app/account/delete the partner's Bearer key still listed forms
// and minted a key, its forms took leads, and new-lead mail went to the deleted address.
forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
  });
  afterAll(() => database.close());

  it('revokes the keys, disables the forms, stops the webhook and cancels the mail waiting for the partner', async () => {
    const owner = await signedIn(database.db, subject.config, 'closing@lender.example');
    const partner = await createPartnerProfile(
      database.db,
      { userId: owner.user.id, email: owner.user.email },
      { businessName: 'Closing Lender' },
      { now: new Date(), secret: subject.config.SECRET },
    );
    const key = generateApiKey();
    await database.db
      .insert(partnerApiKeys)
      .values({ partnerId: partner.id, name: 'CRM', keyHash: key.keyHash, keyPrefix: key.keyPrefix });
    const bearer = { Authorization: `Bearer ${key.key}` };
    await createForm(
      database.db,
      partner.id,
      createFormSchema.parse({ businessName: 'Closing Lender' }),
      'closing',
    );
    await database.db.execute(
      sql`INSERT INTO webhook_endpoints (partner_id, url, secret, events)
          VALUES (${partner.id}::uuid, 'https://hooks.lender.example/mrn', 'secret', '{lead.created}')`,
    );
    const lead = {
      name: 'Pat Buyer',
      email: 'pat@buyer.example',
      rateType: '30y',
      targetRate: 5.5,
      direction: 'below',
      consent: true,
    };
    expect((await postJson(subject.app, '/api/forms/closing/leads', lead)).status).toBe(201);
    expect((await subject.app.request('/api/partner/forms', { headers: bearer })).status).toBe(200);

    const deleted = await subject.app.request('/api/app/account/delete', {
      method: 'POST',
      headers: owner.jsonHeaders,
      body: JSON.stringify({ confirmEmail: 'closing@lender.example' }),
    });
    expect(deleted.status).toBe(204);

    // The key no longer lists forms or mints a key.
    expect((await subject.app.request('/api/partner/forms', { headers: bearer })).status).toBe(401);
    expect((await postJson(subject.app, '/api/partner/keys', { name: 'Another' }, bearer)).status).toBe(401);
    // The form is gone for widgets (their "not available" state) and takes no lead.
    expect((await subject.app.request('/api/forms/closing')).status).toBe(404);
    const refused = await postJson(subject.app, '/api/forms/closing/leads', {
      ...lead,
      email: 'sam@buyer.example',
    });
    expect(refused.status).toBe(404);
    // Nothing waits to be sent in the partner's name, and the webhook is stopped.
    const waiting = await queryRows<{ kind: string }>(
      database.db,
      sql`SELECT kind FROM mail_outbox WHERE status IN ('pending', 'sending') ORDER BY kind`,
    );
    expect(waiting).toEqual([]);
    const endpoints = await queryRows<{ status: string; pending: string }>(
      database.db,
      sql`SELECT e.status, (SELECT count(*) FROM webhook_deliveries d
                             WHERE d.endpoint_id = e.id AND d.status IN ('pending', 'sending'))::text AS pending
            FROM webhook_endpoints e WHERE e.partner_id = ${partner.id}::uuid`,
    );
    expect(endpoints).toEqual([{ status: 'disabled', pending: '0' }]);
    const [closed] = await queryRows<{ closed: boolean; live_keys: string }>(
      database.db,
      sql`SELECT closed_at IS NOT NULL AS closed,
                 (SELECT count(*) FROM partner_api_keys k
                   WHERE k.partner_id = p.id AND k.revoked_at IS NULL)::text AS live_keys
            FROM partners p WHERE p.id = ${partner.id}::uuid`,
    );
    expect(closed).toEqual({ closed: true, live_keys: '0' });
  });
});
