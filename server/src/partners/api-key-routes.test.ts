import { type ApiKey, type ApiKeyList, type CreatedApiKey, FRESH_SIGN_IN_REQUIRED } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/support/signed-in.ts';
import {
  createTestApp,
  createTestPartner,
  errorBody,
  postJson,
  type TestApp,
} from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { challengeCode } from '../auth/challenge-code.ts';
import { queryRows } from '../db/client.ts';
import { CREATED_KEY_NAME } from './create-partner.ts';

type Partner = Awaited<ReturnType<typeof createTestPartner>> & {
  /** The partner's console: a session that has just signed in. */
  console: Record<string, string>;
  email: string;
};
const MISSING_KEY_ID = '00000000-0000-4000-8000-000000000000';

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let alice: Partner;
  let bob: Partner;
  let now = new Date();
  let accounts = 0;

  /** A partner whose profile belongs to an account signed in at `at` (default: now). */
  async function partnerWithConsole(name: string): Promise<Partner> {
    const partner = await createTestPartner(database, name);
    accounts += 1;
    const email = `keys-${accounts}@lender.example`;
    const person = await signedIn(database.db, subject.config, email, now);
    await database.db.execute(
      sql`UPDATE partners SET user_id = ${person.user.id}::uuid WHERE id = ${partner.partnerId}::uuid`,
    );
    return { ...partner, console: person.headers, email };
  }

  function send(headers: Record<string, string>, method: string, url: string, body?: unknown) {
    return subject.app.request(url, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function createKey(partner: Partner, name: string): Promise<CreatedApiKey> {
    const response = await send(partner.console, 'POST', '/api/partner/keys', { name });
    expect(response.status).toBe(201);
    return (await response.json()) as CreatedApiKey;
  }

  async function listKeys(headers: Record<string, string>): Promise<ApiKey[]> {
    const response = await send(headers, 'GET', '/api/partner/keys');
    expect(response.status).toBe(200);
    return ((await response.json()) as ApiKeyList).keys;
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database, { clock: () => now });
    alice = await partnerWithConsole('Alice');
    bob = await partnerWithConsole('Bob');
  });
  afterAll(() => database.close());

  it('names the key partner:create makes', async () => {
    const keys = await listKeys(alice.authorization);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ name: CREATED_KEY_NAME, prefix: alice.keyPrefix, revokedAt: null });
  });

  it('shows the secret once, in the creation answer only, and the new key works as Bearer', async () => {
    const created = await createKey(alice, '  CRM sync  ');
    expect(created.key.name).toBe('CRM sync');
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);
    expect(created.key).toMatchObject({ lastUsedAt: null, revokedAt: null });

    const listing = await send(alice.authorization, 'GET', '/api/partner/keys');
    const text = await listing.text();
    expect(text).not.toContain(created.secret);
    const keys = (JSON.parse(text) as ApiKeyList).keys;
    expect(keys[0].id).toBe(created.key.id);
    expect(keys.map((key) => key.name)).toEqual(['CRM sync', CREATED_KEY_NAME]);
    for (const key of keys) expect(Object.keys(key).sort()).toEqual(Object.keys(created.key).sort());

    const stored = await queryRows(
      database.db,
      sql`SELECT * FROM partner_api_keys WHERE id = ${created.key.id}::uuid`,
    );
    expect(JSON.stringify(stored)).not.toContain(created.secret);

    const withNewKey = await send({ Authorization: `Bearer ${created.secret}` }, 'GET', '/api/partner/forms');
    expect(withNewKey.status).toBe(200);
  });

  it('records when a key was last used, writing at most once a minute', async () => {
    const created = await createKey(alice, 'Busy integration');
    const bearer = { Authorization: `Bearer ${created.secret}` };
    expect((await send(bearer, 'GET', '/api/partner/forms')).status).toBe(200);
    const first = (await listKeys(alice.authorization)).find((key) => key.id === created.key.id);
    expect(first?.lastUsedAt).not.toBeNull();

    // Within the minute another request does not write again.
    await database.db.execute(
      sql`UPDATE partner_api_keys SET last_used_at = now() - interval '30 seconds' WHERE id = ${created.key.id}::uuid`,
    );
    const [{ before }] = await queryRows<{ before: string }>(
      database.db,
      sql`SELECT last_used_at::text AS before FROM partner_api_keys WHERE id = ${created.key.id}::uuid`,
    );
    expect((await send(bearer, 'GET', '/api/partner/forms')).status).toBe(200);
    const [{ after }] = await queryRows<{ after: string }>(
      database.db,
      sql`SELECT last_used_at::text AS after FROM partner_api_keys WHERE id = ${created.key.id}::uuid`,
    );
    expect(after).toBe(before);

    // Older than a minute: written again.
    await database.db.execute(
      sql`UPDATE partner_api_keys SET last_used_at = now() - interval '2 minutes' WHERE id = ${created.key.id}::uuid`,
    );
    expect((await send(bearer, 'GET', '/api/partner/forms')).status).toBe(200);
    const [{ fresh }] = await queryRows<{ fresh: boolean }>(
      database.db,
      sql`SELECT (last_used_at > now() - interval '1 minute') AS fresh FROM partner_api_keys WHERE id = ${created.key.id}::uuid`,
    );
    expect(fresh).toBe(true);
  });

  it('revokes a key: 204, that key gets 401 at once, revoking again is a 204 too', async () => {
    const created = await createKey(alice, 'To revoke');
    const bearer = { Authorization: `Bearer ${created.secret}` };
    expect((await send(bearer, 'GET', '/api/partner/forms')).status).toBe(200);

    const revoked = await send(alice.authorization, 'DELETE', `/api/partner/keys/${created.key.id}`);
    expect(revoked.status).toBe(204);
    const refused = await send(bearer, 'GET', '/api/partner/forms');
    expect(refused.status).toBe(401);
    expect((await errorBody(refused)).code).toBe('unauthorized');

    const again = await send(alice.authorization, 'DELETE', `/api/partner/keys/${created.key.id}`);
    expect(again.status).toBe(204);
    const listed = (await listKeys(alice.authorization)).find((key) => key.id === created.key.id);
    expect(listed?.revokedAt).not.toBeNull();
    // The partner's other key still works.
    expect((await send(alice.authorization, 'GET', '/api/partner/forms')).status).toBe(200);
  });

  it('keeps partners apart: another partner’s key is a 404 like a missing one and is not listed', async () => {
    const created = await createKey(alice, 'Alice only');
    expect((await listKeys(bob.authorization)).map((key) => key.id)).not.toContain(created.key.id);

    const foreign = await send(bob.authorization, 'DELETE', `/api/partner/keys/${created.key.id}`);
    const missing = await send(bob.authorization, 'DELETE', `/api/partner/keys/${MISSING_KEY_ID}`);
    const malformed = await send(bob.authorization, 'DELETE', '/api/partner/keys/not-a-uuid');
    for (const response of [foreign, missing, malformed]) expect(response.status).toBe(404);
    const bodies = await Promise.all([foreign, missing].map(errorBody));
    expect(bodies[0]).toEqual(bodies[1]);

    const stillWorks = await send({ Authorization: `Bearer ${created.secret}` }, 'GET', '/api/partner/forms');
    expect(stillWorks.status).toBe(200);
  });

  describe('validation', () => {
    it.each([
      ['an empty name', { name: '   ' }],
      ['a name over 60 characters', { name: 'x'.repeat(61) }],
      ['a missing name', {}],
      ['an unknown field', { name: 'Fine', scope: 'all' }],
    ])('refuses %s (422)', async (_case, body) => {
      const response = await send(alice.console, 'POST', '/api/partner/keys', body);
      expect(response.status).toBe(422);
      const error = await errorBody(response);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {}).length).toBeGreaterThan(0);
    });

    it('accepts exactly 60 characters', async () => {
      expect((await createKey(alice, 'y'.repeat(60))).key.name).toHaveLength(60);
    });
  });

  describe('from the console (session cookie)', () => {
    let consolePartner: { partnerId: string; headers: Record<string, string> };
    beforeAll(async () => {
      const partner = await createTestPartner(database, 'Console');
      const person = await signedIn(database.db, subject.config, 'keys@lender.example');
      await database.db.execute(
        sql`UPDATE partners SET user_id = ${person.user.id}::uuid WHERE id = ${partner.partnerId}::uuid`,
      );
      consolePartner = { partnerId: partner.partnerId, headers: person.headers };
    });

    it('creates, lists and revokes keys right after signing in', async () => {
      const response = await send(consolePartner.headers, 'POST', '/api/partner/keys', {
        name: 'From the console',
      });
      expect(response.status).toBe(201);
      const created = (await response.json()) as CreatedApiKey;
      expect((await listKeys(consolePartner.headers)).map((key) => key.name)).toContain('From the console');

      const revoked = await send(consolePartner.headers, 'DELETE', `/api/partner/keys/${created.key.id}`);
      expect(revoked.status).toBe(204);
      const refused = await send({ Authorization: `Bearer ${created.secret}` }, 'GET', '/api/partner/keys');
      expect(refused.status).toBe(401);
    });

    it('refuses a cookie-authenticated change from another site (403)', async () => {
      const crossSiteCreate = await send(
        { ...consolePartner.headers, Origin: 'https://evil.example' },
        'POST',
        '/api/partner/keys',
        { name: 'Evil' },
      );
      expect(crossSiteCreate.status).toBe(403);
      expect((await errorBody(crossSiteCreate)).code).toBe('csrf_rejected');

      const key = (await listKeys(consolePartner.headers)).find((listed) => listed.revokedAt === null);
      if (!key) throw new Error('The console partner has no live key.');
      const crossSiteRevoke = await send(
        { ...consolePartner.headers, Origin: 'https://evil.example' },
        'DELETE',
        `/api/partner/keys/${key.id}`,
      );
      expect(crossSiteRevoke.status).toBe(403);
      expect(
        (await listKeys(consolePartner.headers)).find((listed) => listed.id === key.id)?.revokedAt,
      ).toBeNull();
    });

    it('answers 401 to a signed-in account without a partner profile', async () => {
      const homebuyer = await signedIn(database.db, subject.config, 'buyer-keys@example.com');
      expect((await send(homebuyer.headers, 'GET', '/api/partner/keys')).status).toBe(401);
    });
  });

  describe('a fresh sign-in before a new key (step-up)', () => {
    const MINUTE = 60_000;

    async function newestCode(email: string): Promise<string> {
      const [row] = await queryRows<{ id: string }>(
        database.db,
        sql`SELECT id FROM auth_challenges WHERE email = ${email} ORDER BY created_at DESC, id LIMIT 1`,
      );
      return challengeCode(subject.config.SECRET, row.id);
    }

    function sessionCookieOf(response: Response): string {
      const match = /(mrn_session=[^;]+)/.exec(response.headers.get('set-cookie') ?? '');
      if (!match) throw new Error('no session cookie');
      return match[1];
    }

    it('refuses to mint a key with a Bearer key (403), so a leaked key cannot make another', async () => {
      const before = (await listKeys(alice.authorization)).length;
      const response = await send(alice.authorization, 'POST', '/api/partner/keys', {
        name: 'Made by a key',
      });
      expect(response.status).toBe(403);
      const error = await errorBody(response);
      expect(error.code).toBe(FRESH_SIGN_IN_REQUIRED);
      expect(error.message).toMatch(/partner console/);
      expect(await listKeys(alice.authorization)).toHaveLength(before);
    });

    it('refuses a console session older than 10 minutes until the partner signs in again with a mailed code', async () => {
      const carol = await partnerWithConsole('Carol');
      const signedInAt = now;
      try {
        now = new Date(signedInAt.getTime() + 10 * MINUTE);
        expect((await createKey(carol, 'Within ten minutes')).key.name).toBe('Within ten minutes');

        now = new Date(signedInAt.getTime() + 11 * MINUTE);
        const stale = await send(carol.console, 'POST', '/api/partner/keys', { name: 'Too late' });
        expect(stale.status).toBe(403);
        const error = await errorBody(stale);
        expect(error.code).toBe(FRESH_SIGN_IN_REQUIRED);
        expect(error.message).toMatch(/last 10 minutes/);
        // The rest of the console still works with the older session.
        expect((await send(carol.console, 'GET', '/api/partner/keys')).status).toBe(200);

        // The step-up is the ordinary sign-in by code, from the console's own pages.
        const origin = { Origin: carol.console.Origin, Cookie: carol.console.Cookie };
        expect(
          (await postJson(subject.app, '/api/auth/sign-in', { email: carol.email }, origin)).status,
        ).toBe(202);
        const wrong = await postJson(
          subject.app,
          '/api/auth/verify-code',
          { email: carol.email, code: '000000' },
          origin,
        );
        expect(wrong.status).toBe(400);
        const verified = await postJson(
          subject.app,
          '/api/auth/verify-code',
          { email: carol.email, code: await newestCode(carol.email) },
          origin,
        );
        expect(verified.status).toBe(200);
        const fresh = { ...carol, console: { ...carol.console, Cookie: sessionCookieOf(verified) } };
        expect((await createKey(fresh, 'After the code')).key.name).toBe('After the code');
      } finally {
        now = new Date();
      }
    });
  });

  describe('sign out everywhere', () => {
    it('leaves API keys working unless asked to revoke them too', async () => {
      const dave = await partnerWithConsole('Dave');
      const key = await createKey(dave, 'Integration');
      const bearer = { Authorization: `Bearer ${key.secret}` };

      const plain = await postJson(subject.app, '/api/auth/sign-out-everywhere', {}, dave.console);
      expect(plain.status).toBe(204);
      expect((await send(dave.console, 'GET', '/api/partner/keys')).status).toBe(401);
      expect((await send(bearer, 'GET', '/api/partner/forms')).status).toBe(200);

      const again = await signedIn(database.db, subject.config, dave.email, now);
      const bogus = await postJson(
        subject.app,
        '/api/auth/sign-out-everywhere',
        { revokeApiKeys: 'yes' },
        again.headers,
      );
      expect(bogus.status).toBe(422);
      expect((await errorBody(bogus)).fields).toHaveProperty('revokeApiKeys');

      const withKeys = await postJson(
        subject.app,
        '/api/auth/sign-out-everywhere',
        { revokeApiKeys: true },
        again.headers,
      );
      expect(withKeys.status).toBe(204);
      for (const headers of [bearer, dave.authorization]) {
        expect((await send(headers, 'GET', '/api/partner/forms')).status).toBe(401);
      }
      // Another partner's keys are untouched.
      expect((await send(bob.authorization, 'GET', '/api/partner/forms')).status).toBe(200);
    });
  });
});
