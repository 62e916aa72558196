import { createFormSchema } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedIn } from '../../test/support/signed-in.ts';
import { createTestApp, createTestPartner, errorBody, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createForm } from '../forms/form-store.ts';

/** The partner console reaches the partner API with the account's session instead of a Bearer key. */
forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let alice: { partnerId: string; cookie: Record<string, string> };
  let bob: { partnerId: string; cookie: Record<string, string> };

  async function partnerAccount(email: string) {
    const partner = await createTestPartner(database);
    const person = await signedIn(database.db, subject.config, email);
    await database.db.execute(
      sql`UPDATE partners SET user_id = ${person.user.id}::uuid WHERE id = ${partner.partnerId}::uuid`,
    );
    return { partnerId: partner.partnerId, cookie: person.headers };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
    alice = await partnerAccount('alice@lender.example');
    bob = await partnerAccount('bob@lender.example');
    await createForm(
      database.db,
      alice.partnerId,
      createFormSchema.parse({ businessName: 'Alice' }),
      'alice-form',
    );
  });
  afterAll(() => database.close());

  it('lets the session of an account with a partner profile use the partner API', async () => {
    const response = await subject.app.request('/api/partner/forms', { headers: alice.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { forms: { id: string }[] };
    expect(body.forms.map((form) => form.id)).toEqual(['alice-form']);
  });

  it('keeps partners apart: another partner’s form is a 404 like a missing one', async () => {
    const response = await subject.app.request('/api/partner/forms/alice-form', { headers: bob.cookie });
    expect(response.status).toBe(404);
  });

  it('refuses a homebuyer session without a partner profile (401)', async () => {
    const homebuyer = await signedIn(database.db, subject.config, 'buyer@example.com');
    const response = await subject.app.request('/api/partner/forms', { headers: homebuyer.headers });
    expect(response.status).toBe(401);
  });

  it('refuses a cookie-authenticated change from another site (CSRF), and a Bearer key needs no Origin', async () => {
    const crossSite = await subject.app.request('/api/partner/forms', {
      method: 'POST',
      headers: { ...alice.cookie, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ businessName: 'Evil' }),
    });
    expect(crossSite.status).toBe(403);
    expect((await errorBody(crossSite)).code).toBe('csrf_rejected');

    const ownPage = await subject.app.request('/api/partner/forms', {
      method: 'POST',
      headers: { ...alice.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ businessName: 'Alice Two' }),
    });
    expect(ownPage.status).toBe(201);

    const server = await createTestPartner(database);
    const byKey = await subject.app.request('/api/partner/forms', {
      method: 'POST',
      headers: { ...server.authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ businessName: 'Server' }),
    });
    expect(byKey.status).toBe(201);
  });
});
