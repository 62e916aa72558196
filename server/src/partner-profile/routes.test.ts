import type { PartnerProfile } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedIn } from '../../test/support/signed-in.ts';
import { createTestApp, errorBody, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { confirmPartnerAddress } from '../partner-addresses/confirm-partner-address.ts';
import { setPartnerPlan } from './set-partner-plan.ts';
import { trialClaimHash } from './trial-claims.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let moment = new Date('2026-03-02T12:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database, { clock: () => moment });
  });
  afterAll(() => database.close());

  function request(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
  ) {
    return subject.app.request(path, {
      method: init.method ?? 'GET',
      headers: init.headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  }

  it('needs a session (401)', async () => {
    const response = await request('/api/app/partner');
    expect(response.status).toBe(401);
  });

  it('answers 204, no content, before the account has a profile (no error for a browser to log)', async () => {
    const person = await signedIn(database.db, subject.config, 'before@lender.example', moment);
    const response = await request('/api/app/partner', { headers: person.headers });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('creates the profile with a 14-day Pro trial, makes the account Pro, and refuses a second one (409)', async () => {
    const person = await signedIn(database.db, subject.config, 'new@lender.example', moment);
    const created = await request('/api/app/partner', {
      method: 'POST',
      headers: person.jsonHeaders,
      body: {
        businessName: '  Acme Mortgage ',
        licenceId: 'NMLS 123456',
        website: 'http://acme.example',
        logoUrl: 'https://acme.example/logo.png',
        replyToEmail: 'Team@Acme.example',
      },
    });
    expect(created.status).toBe(201);
    // The site's header offers the partner console from now on.
    expect(created.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^mrn_signed_in=partner;/));
    const profile = (await created.json()) as PartnerProfile;
    expect(profile).toEqual({
      businessName: 'Acme Mortgage',
      licenceId: 'NMLS 123456',
      website: 'http://acme.example',
      logoUrl: 'https://acme.example/logo.png',
      replyToEmail: 'team@acme.example',
      replyToEmailStatus: 'awaiting_confirmation',
      equalHousing: null,
      plan: 'trial',
      trialEndsAt: new Date(moment.getTime() + 14 * DAY_MS).toISOString(),
      trialDaysLeft: 14,
      createdAt: moment.toISOString(),
    });

    const [row] = await queryRows<{ email: string; user_plan: string }>(
      database.db,
      sql`SELECT p.email, u.plan AS user_plan FROM partners p JOIN users u ON u.id = p.user_id
          WHERE p.user_id = ${person.user.id}::uuid`,
    );
    expect(row).toEqual({ email: 'new@lender.example', user_plan: 'pro' });

    const again = await request('/api/app/partner', {
      method: 'POST',
      headers: person.jsonHeaders,
      body: { businessName: 'Acme Again' },
    });
    expect(again.status).toBe(409);
    expect((await errorBody(again)).code).toBe('conflict');

    const shown = await request('/api/app/partner', { headers: person.headers });
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual(profile);
  });

  it('gives one free trial per person: deleting the account and signing up again starts none', async () => {
    const first = await signedIn(database.db, subject.config, 'twice@lender.example', moment);
    const trial = await request('/api/app/partner', {
      method: 'POST',
      headers: first.jsonHeaders,
      body: { businessName: 'Twice Loans' },
    });
    expect(((await trial.json()) as PartnerProfile).plan).toBe('trial');
    const deleted = await request('/api/app/account/delete', {
      method: 'POST',
      headers: first.jsonHeaders,
      body: { confirmEmail: 'twice@lender.example' },
    });
    expect(deleted.status).toBe(204);

    const again = await signedIn(database.db, subject.config, 'twice@lender.example', moment);
    const second = await request('/api/app/partner', {
      method: 'POST',
      headers: again.jsonHeaders,
      body: { businessName: 'Twice Loans' },
    });
    expect(second.status).toBe(201);
    expect(await second.json()).toMatchObject({ plan: 'ended', trialEndsAt: null, trialDaysLeft: null });
    const [row] = await queryRows<{ user_plan: string }>(
      database.db,
      sql`SELECT plan AS user_plan FROM users WHERE id = ${again.user.id}::uuid`,
    );
    expect(row.user_plan).toBe('free');

    // Kept as a keyed hash of the canonical address, whatever its spelling; never the address itself.
    const hash = trialClaimHash(subject.config.SECRET, '  Twice@LENDER.example ');
    expect(hash).toBe(trialClaimHash(subject.config.SECRET, 'twice@lender.example'));
    const claims = await queryRows<{ address_hash: string }>(
      database.db,
      sql`SELECT address_hash FROM trial_claims`,
    );
    expect(claims.map((claim) => claim.address_hash)).toContain(hash);
    expect(JSON.stringify(claims)).not.toContain('twice');
  });

  it('lets the new partner use the partner API with the same session', async () => {
    const person = await signedIn(database.db, subject.config, 'api@lender.example', moment);
    const before = await request('/api/partner/forms', { headers: person.headers });
    expect(before.status).toBe(401);
    const created = await request('/api/app/partner', {
      method: 'POST',
      headers: person.jsonHeaders,
      body: { businessName: 'Api Lending' },
    });
    expect(created.status).toBe(201);
    const forms = await request('/api/partner/forms', { headers: person.headers });
    expect(forms.status).toBe(200);
    expect(((await forms.json()) as { forms: unknown[] }).forms).toEqual([]);
  });

  it('changes the profile (PATCH), clears optional fields with an empty string, and refuses http logos (422)', async () => {
    const person = await signedIn(database.db, subject.config, 'patch@lender.example', moment);
    const missing = await request('/api/app/partner', {
      method: 'PATCH',
      headers: person.jsonHeaders,
      body: { businessName: 'Nobody' },
    });
    expect(missing.status).toBe(404);

    await request('/api/app/partner', {
      method: 'POST',
      headers: person.jsonHeaders,
      body: { businessName: 'Patch Home Loans', website: 'https://patch.example' },
    });
    const changed = await request('/api/app/partner', {
      method: 'PATCH',
      headers: person.jsonHeaders,
      body: { businessName: 'Patch Loans', website: '', licenceId: 'CA-DRE 01234567' },
    });
    expect(changed.status).toBe(200);
    const profile = (await changed.json()) as PartnerProfile;
    expect(profile).toMatchObject({
      businessName: 'Patch Loans',
      website: null,
      licenceId: 'CA-DRE 01234567',
    });

    const httpLogo = await request('/api/app/partner', {
      method: 'PATCH',
      headers: person.jsonHeaders,
      body: { logoUrl: 'http://patch.example/logo.png' },
    });
    expect(httpLogo.status).toBe(422);
    expect((await errorBody(httpLogo)).fields).toHaveProperty('logoUrl');

    const unknownField = await request('/api/app/partner', {
      method: 'PATCH',
      headers: person.jsonHeaders,
      body: { plan: 'pro' },
    });
    expect(unknownField.status).toBe(422);
  });

  it('mails a typed reply-to address the link that confirms it, and counts it proven only once confirmed', async () => {
    const person = await signedIn(database.db, subject.config, 'replies@lender.example', moment);
    const created = await request('/api/app/partner', {
      method: 'POST',
      headers: person.jsonHeaders,
      body: { businessName: 'Replies Mortgage', replyToEmail: 'desk@replies.example' },
    });
    expect(((await created.json()) as PartnerProfile).replyToEmailStatus).toBe('awaiting_confirmation');
    const confirmations = () =>
      queryRows<{ email: string; id: string }>(
        database.db,
        sql`SELECT a.email, a.id::text AS id FROM mail_outbox m
              JOIN partner_mail_addresses a ON a.id = m.partner_address_id
              JOIN partners p ON p.id = a.partner_id
             WHERE m.kind = 'partner_address_confirmation' AND p.user_id = ${person.user.id}::uuid`,
      );
    const [queued] = await confirmations();
    expect(queued.email).toBe('desk@replies.example');

    await confirmPartnerAddress(database.db, queued.id, moment);
    const confirmed = (await (
      await request('/api/app/partner', { headers: person.headers })
    ).json()) as PartnerProfile;
    expect(confirmed.replyToEmailStatus).toBe('confirmed');

    // The account's own address is proven already: nothing to mail. Cleared, there is nothing to confirm.
    const own = await request('/api/app/partner', {
      method: 'PATCH',
      headers: person.jsonHeaders,
      body: { replyToEmail: 'Replies@Lender.example' },
    });
    expect(((await own.json()) as PartnerProfile).replyToEmailStatus).toBe('confirmed');
    expect(await confirmations()).toHaveLength(1);
    const cleared = await request('/api/app/partner', {
      method: 'PATCH',
      headers: person.jsonHeaders,
      body: { replyToEmail: '' },
    });
    expect(((await cleared.json()) as PartnerProfile).replyToEmailStatus).toBe('none');
  });

  it('refuses a create without a business name or with an http logo (422)', async () => {
    const person = await signedIn(database.db, subject.config, 'invalid@lender.example', moment);
    const response = await request('/api/app/partner', {
      method: 'POST',
      headers: person.jsonHeaders,
      body: { businessName: ' ', logoUrl: 'http://x.example/logo.png' },
    });
    expect(response.status).toBe(422);
    const fields = (await errorBody(response)).fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(['businessName', 'logoUrl']);
  });

  it('shows the trial as ended once the clock passes its end, and a paid plan without days left', async () => {
    const start = moment;
    const person = await signedIn(database.db, subject.config, 'trial@lender.example', moment);
    await request('/api/app/partner', {
      method: 'POST',
      headers: person.jsonHeaders,
      body: { businessName: 'Trial Loans' },
    });
    try {
      moment = new Date(start.getTime() + 13.5 * DAY_MS);
      let profile = (await (
        await request('/api/app/partner', { headers: person.headers })
      ).json()) as PartnerProfile;
      expect(profile).toMatchObject({ plan: 'trial', trialDaysLeft: 1 });

      moment = new Date(start.getTime() + 14 * DAY_MS + 1000);
      profile = (await (
        await request('/api/app/partner', { headers: person.headers })
      ).json()) as PartnerProfile;
      expect(profile).toMatchObject({ plan: 'ended', trialDaysLeft: 0 });

      const [row] = await queryRows<{ id: string }>(
        database.db,
        sql`SELECT id FROM partners WHERE user_id = ${person.user.id}::uuid`,
      );
      expect(await setPartnerPlan(database.db, row.id, { plan: 'pro', trialEndsAt: null })).toBe(true);
      profile = (await (
        await request('/api/app/partner', { headers: person.headers })
      ).json()) as PartnerProfile;
      expect(profile).toMatchObject({ plan: 'pro', trialEndsAt: null, trialDaysLeft: null });
    } finally {
      moment = start;
    }
  });

  it('refuses a change from another site (CSRF, 403)', async () => {
    const person = await signedIn(database.db, subject.config, 'csrf@lender.example', moment);
    const response = await request('/api/app/partner', {
      method: 'POST',
      headers: { ...person.jsonHeaders, Origin: 'https://evil.example' },
      body: { businessName: 'Evil Loans' },
    });
    expect(response.status).toBe(403);
    const [{ count }] = await queryRows<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM partners WHERE user_id = ${person.user.id}::uuid`,
    );
    expect(count).toBe(0);
  });
});
