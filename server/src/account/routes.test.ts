import type { Account, AccountAlert, PreferencesUpdated } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedIn, signedIn } from '../../test/support/signed-in.ts';
import { createTestApp, errorBody, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createAlert } from '../alerts/create-alert.ts';
import { challengeLinkToken } from '../auth/challenge-link.ts';
import { createSession } from '../auth/sessions.ts';
import { queryRows } from '../db/client.ts';

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let ann: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(
      sql`TRUNCATE mail_outbox, alerts, alert_addresses, users, auth_challenges, auth_throttles, recipient_mail_budgets, newsletter_subscribers CASCADE`,
    );
    ann = await signedIn(database.db, subject.config, 'ann@example.com');
  });

  function send(method: string, path: string, who: SignedIn | undefined, body?: unknown): Promise<Response> {
    const origin = { Origin: new URL(subject.config.PUBLIC_URL).origin, 'Content-Type': 'application/json' };
    return Promise.resolve(
      subject.app.request(path, {
        method,
        headers: who ? (body === undefined ? who.headers : who.jsonHeaders) : origin,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  }
  const account = async (who: SignedIn) =>
    (await (await send('GET', '/api/app/account', who)).json()) as Account;
  const createAccountAlert = async (who: SignedIn, threshold: number) =>
    (await (
      await send('POST', '/api/app/alerts', who, { rateType: '30y', threshold, direction: 'below' })
    ).json()) as AccountAlert;
  const statuses = async (email: string) =>
    queryRows<{ threshold: string; status: string; paused_by: string | null }>(
      database.db,
      sql`SELECT threshold::text AS threshold, status, paused_by FROM alerts WHERE email = ${email} ORDER BY threshold`,
    );

  describe('GET /api/app/account', () => {
    it('answers the account with its preferences and no pending change', async () => {
      const response = await send('GET', '/api/app/account', ann);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        email: 'ann@example.com',
        plan: 'free',
        createdAt: ann.user.createdAt.toISOString(),
        pendingEmail: null,
        preferences: { alertMails: true, newsletter: false, weeklyDigest: false },
        mailSuppression: null,
      });
    });

    it('answers 401 without a session', async () => {
      const response = await send('GET', '/api/app/account', undefined);
      expect(response.status).toBe(401);
      expect((await errorBody(response)).code).toBe('unauthorized');
    });
  });

  describe('PATCH /api/app/account/preferences', () => {
    it('toggles the newsletter', async () => {
      const on = await send('PATCH', '/api/app/account/preferences', ann, { newsletter: true });
      expect(on.status).toBe(200);
      expect(((await on.json()) as PreferencesUpdated).preferences.newsletter).toBe(true);
      const rows = () =>
        queryRows<{ email: string }>(database.db, sql`SELECT email FROM newsletter_subscribers`);
      expect(await rows()).toEqual([{ email: 'ann@example.com' }]);
      await send('PATCH', '/api/app/account/preferences', ann, { newsletter: false });
      expect(await rows()).toEqual([]);
      expect((await account(ann)).preferences.newsletter).toBe(false);
    });

    it('pause-all pauses every active alert; resuming brings back only those, up to the plan limit', async () => {
      for (const threshold of [5, 5.5, 6]) await createAccountAlert(ann, threshold);
      // A fourth, paused by the person, made while on Pro.
      await database.db.execute(sql`UPDATE users SET plan = 'pro' WHERE id = ${ann.user.id}::uuid`);
      const byPerson = await createAccountAlert(ann, 4);
      await send('PATCH', `/api/app/alerts/${byPerson.id}`, ann, { status: 'paused' });
      await database.db.execute(sql`UPDATE users SET plan = 'free' WHERE id = ${ann.user.id}::uuid`);

      const off = await send('PATCH', '/api/app/account/preferences', ann, { alertMails: false });
      expect(off.status).toBe(200);
      expect(await off.json()).toMatchObject({ preferences: { alertMails: false }, notice: null });
      expect(await statuses('ann@example.com')).toEqual([
        { threshold: '4.000', status: 'paused', paused_by: 'person' },
        { threshold: '5.000', status: 'paused', paused_by: 'pause_all' },
        { threshold: '5.500', status: 'paused', paused_by: 'pause_all' },
        { threshold: '6.000', status: 'paused', paused_by: 'pause_all' },
      ]);

      // While paused: a new alert starts paused with the others, and resuming one alone is refused.
      expect(await createAccountAlert(ann, 6.5)).toMatchObject({ status: 'paused' });
      const resumeOne = await send('PATCH', `/api/app/alerts/${byPerson.id}`, ann, { status: 'active' });
      expect(resumeOne.status).toBe(409);
      expect((await errorBody(resumeOne)).code).toBe('alert_mails_paused');

      const on = await send('PATCH', '/api/app/account/preferences', ann, { alertMails: true });
      expect(on.status).toBe(200);
      expect(await on.json()).toMatchObject({
        preferences: { alertMails: true },
        notice:
          "Alert mails are on again, but 1 alert stays paused: your plan's limit of active alerts was reached. Pause or delete another alert to resume it, or upgrade to Pro.",
      });
      expect(await statuses('ann@example.com')).toEqual([
        { threshold: '4.000', status: 'paused', paused_by: 'person' },
        { threshold: '5.000', status: 'active', paused_by: null },
        { threshold: '5.500', status: 'active', paused_by: null },
        { threshold: '6.000', status: 'active', paused_by: null },
        { threshold: '6.500', status: 'paused', paused_by: 'pause_all' },
      ]);
    });

    it('answers 422 naming an unknown key', async () => {
      const response = await send('PATCH', '/api/app/account/preferences', ann, {
        alertMails: 'no',
        sms: true,
      });
      expect(response.status).toBe(422);
      expect(Object.keys((await errorBody(response)).fields ?? {}).sort()).toEqual(['alertMails', 'sms']);
    });
  });

  describe('email change', () => {
    const challenges = () =>
      queryRows<{ id: string; email: string; user_id: string; mails: number }>(
        database.db,
        sql`SELECT c.id, c.email, c.user_id,
                   (SELECT count(*)::int FROM mail_outbox m WHERE m.challenge_id = c.id AND m.kind = 'email_change') AS mails
              FROM auth_challenges c WHERE c.purpose = 'email_change' ORDER BY c.created_at`,
      );
    const confirm = (token: string, headers: Record<string, string> = {}) =>
      Promise.resolve(
        subject.app.request('/api/app/account/email/confirm', {
          method: 'POST',
          headers: {
            Origin: new URL(subject.config.PUBLIC_URL).origin,
            'Content-Type': 'application/json',
            ...headers,
          },
          body: JSON.stringify({ token }),
        }),
      );

    it('mails a link to the new address; following it moves the account, its alerts and its newsletter', async () => {
      await createAccountAlert(ann, 5);
      await createAlert(database.db, {
        email: 'ann@example.com',
        rateType: '15y',
        threshold: 4,
        direction: 'below',
      });
      await send('PATCH', '/api/app/account/preferences', ann, { newsletter: true });
      const otherDevice = await createSession(database.db, ann.user.id, new Date());

      const request = await send('POST', '/api/app/account/email', ann, { email: ' Ann.New@Example.com ' });
      expect(request.status).toBe(202);
      expect(await request.json()).toMatchObject({
        status: 'sent',
        message: expect.stringContaining('ann.new@example.com'),
      });
      const [challenge] = await challenges();
      expect(challenge).toMatchObject({ email: 'ann.new@example.com', user_id: ann.user.id, mails: 1 });
      expect((await account(ann)).pendingEmail).toBe('ann.new@example.com');

      const token = challengeLinkToken(subject.config.SECRET, challenge.id);
      const confirmed = await confirm(token, { Cookie: ann.headers.Cookie });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toMatchObject({
        email: 'ann.new@example.com',
        pendingEmail: null,
        preferences: { newsletter: true },
      });
      expect(await statuses('ann@example.com')).toEqual([]);
      expect((await statuses('ann.new@example.com')).map((alert) => alert.status)).toEqual([
        'pending',
        'active',
      ]);
      expect(await queryRows(database.db, sql`SELECT email FROM newsletter_subscribers`)).toEqual([
        { email: 'ann.new@example.com' },
      ]);
      expect(
        await queryRows(
          database.db,
          sql`SELECT email FROM alert_addresses WHERE email = 'ann.new@example.com'`,
        ),
      ).toHaveLength(1);
      // The browser that confirmed stays signed in; every other device is signed out.
      expect((await account(ann)).email).toBe('ann.new@example.com');
      const other = await Promise.resolve(
        subject.app.request('/api/app/account', { headers: { Cookie: `mrn_session=${otherDevice}` } }),
      );
      expect(other.status).toBe(401);

      const again = await confirm(token);
      expect(again.status).toBe(400);
      expect(await errorBody(again)).toEqual({
        code: 'invalid_link',
        message: 'This link has expired or was already used. Ask for a new one from your account page.',
      });
    });

    it("voids an older change's link once the account asks for another address (a typo must not take the account)", async () => {
      await send('POST', '/api/app/account/email', ann, { email: 'ann.typo@example.com' });
      await send('POST', '/api/app/account/email', ann, { email: 'ann.meant@example.com' });
      const [typo, meant] = await challenges();
      expect([typo.email, meant.email]).toEqual(['ann.typo@example.com', 'ann.meant@example.com']);
      expect((await account(ann)).pendingEmail).toBe('ann.meant@example.com');

      const stale = await confirm(challengeLinkToken(subject.config.SECRET, typo.id));
      expect(stale.status).toBe(400);
      expect((await errorBody(stale)).code).toBe('invalid_link');
      expect((await account(ann)).email).toBe('ann@example.com');
      expect((await confirm(challengeLinkToken(subject.config.SECRET, meant.id))).status).toBe(200);
    });

    it('refuses an address that has its own account (409) and leaves the link usable', async () => {
      await signedIn(database.db, subject.config, 'bob@example.com');
      await send('POST', '/api/app/account/email', ann, { email: 'bob@example.com' });
      const [challenge] = await challenges();
      const response = await confirm(challengeLinkToken(subject.config.SECRET, challenge.id));
      expect(response.status).toBe(409);
      expect(await errorBody(response)).toEqual({
        code: 'email_taken',
        message: 'That address already has an account. Sign in with it, or delete that account first.',
      });
      expect((await account(ann)).email).toBe('ann@example.com');
      const [{ used }] = await queryRows<{ used: boolean }>(
        database.db,
        sql`SELECT used_at IS NOT NULL AS used FROM auth_challenges WHERE id = ${challenge.id}::uuid`,
      );
      expect(used).toBe(false);
    });

    it('answers 422 for the current address, 400 for a forged token, 429 after 5 mails in 15 minutes', async () => {
      const same = await send('POST', '/api/app/account/email', ann, { email: 'ANN@example.com' });
      expect(same.status).toBe(422);
      expect((await errorBody(same)).fields).toEqual({
        email: 'This is already your address. Enter the new one.',
      });

      const forged = await confirm(`${'0'.repeat(8)}-0000-4000-8000-000000000000.${'A'.repeat(43)}`);
      expect(forged.status).toBe(400);

      for (let index = 0; index < 5; index += 1) {
        expect(
          (await send('POST', '/api/app/account/email', ann, { email: `new${index}@example.com` })).status,
        ).toBe(202);
      }
      const throttled = await send('POST', '/api/app/account/email', ann, { email: 'new9@example.com' });
      expect(throttled.status).toBe(429);
      expect((await challenges()).length).toBe(5);
    });

    it("shares the target address's sign-in mail budget: many accounts cannot aim change mails at one person", async () => {
      const attackers = [ann];
      for (const email of ['bob@example.com', 'cat@example.com']) {
        attackers.push(await signedIn(database.db, subject.config, email));
      }
      const sent: number[] = [];
      for (const attacker of attackers) {
        for (const spelling of ['victim@example.com', 'Victim@Example.com']) {
          sent.push((await send('POST', '/api/app/account/email', attacker, { email: spelling })).status);
        }
      }
      expect(sent.filter((status) => status === 202)).toHaveLength(5);
      expect(sent.filter((status) => status === 429)).toHaveLength(1);
      // The sign-in mail to that address is spent too: the budget is one.
      const signIn = await send('POST', '/api/auth/sign-in', undefined, { email: 'victim@example.com' });
      expect(signIn.status).toBe(429);
    });
  });
});
