import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { claimDueMail } from '../outbox/claim-due-mail.ts';
import { composeOutboxMails } from '../outbox/compose-outbox-mail.ts';
import { challengeCode } from './challenge-code.ts';
import { challengeLinkToken } from './challenge-link.ts';

forEachDatabase((driver) => {
  let database: TestDatabase;
  let testApp: TestApp;
  let clockNow: Date;
  const origin = { Origin: 'http://localhost:3000' };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    testApp = createTestApp(database, { clock: () => clockNow });
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    clockNow = new Date('2026-11-24T15:00:00Z');
    await database.db.execute(
      sql`TRUNCATE mail_outbox, auth_challenges, auth_throttles, recipient_mail_budgets, sessions, users, alerts CASCADE`,
    );
  });

  const signIn = (email: string, headers: Record<string, string> = origin) =>
    postJson(testApp.app, '/api/auth/sign-in', { email }, headers);

  async function newestChallenge(email: string): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM auth_challenges WHERE email = ${email} ORDER BY created_at DESC, id LIMIT 1`,
    );
    return row.id;
  }

  function sessionCookieOf(response: Response): string {
    const header = response.headers.get('set-cookie') ?? '';
    const match = /(mrn_session=[^;]+)/.exec(header);
    if (!match) throw new Error(`no session cookie in ${header}`);
    return match[1];
  }

  it('mails one link and one code, and answers known and unknown addresses alike', async () => {
    await postJson(
      testApp.app,
      '/api/auth/verify-link',
      {
        token: challengeLinkToken(
          testApp.config.SECRET,
          await (async () => {
            await signIn('known@example.com');
            return newestChallenge('known@example.com');
          })(),
        ),
      },
      origin,
    );
    const known = await signIn('Known@Example.com ');
    const unknown = await signIn('nobody@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const knownBody = (await known.json()) as { message: string };
    const unknownBody = (await unknown.json()) as { message: string };
    expect(knownBody.message.replace('known@example.com', 'X')).toBe(
      unknownBody.message.replace('nobody@example.com', 'X'),
    );
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());

    const claimed = await claimDueMail(database.db, { limit: 10, leaseMs: 60_000, now: clockNow });
    const mails = await composeOutboxMails(
      MAIL_KINDS,
      database.db,
      mailSettingsFromConfig(testApp.config),
      claimed,
      clockNow,
    );
    const sent = mails.flatMap((mail) => (mail.action === 'send' ? [mail.mail] : []));
    expect(sent.map((mail) => mail.to).sort()).toEqual(['known@example.com', 'nobody@example.com']);
    const challengeId = await newestChallenge('nobody@example.com');
    const mail = sent.find((candidate) => candidate.to === 'nobody@example.com');
    const code = challengeCode(testApp.config.SECRET, challengeId);
    expect(mail?.subject).toContain(code);
    expect(mail?.text).toContain(
      `${testApp.config.APP_URL}/verify?token=${challengeLinkToken(testApp.config.SECRET, challengeId)}`,
    );
  });

  it('mails a link that returns to next when it is a path of ours, and to the dashboard otherwise', async () => {
    const cases = [
      ['back@example.com', '/app/partner/forms/edit?id=f1', '/app/partner/forms/edit?id=f1'],
      ['evil@example.com', '//evil.example/app', null],
      ['slash@example.com', '/\\evil.example', null],
      ['home@example.com', '/app', null],
    ] as const;
    for (const [email, next] of cases) {
      const response = await postJson(testApp.app, '/api/auth/sign-in', { email, next }, origin);
      expect(response.status, next).toBe(202);
    }
    const claimed = await claimDueMail(database.db, { limit: 10, leaseMs: 60_000, now: clockNow });
    const sent = (
      await composeOutboxMails(
        MAIL_KINDS,
        database.db,
        mailSettingsFromConfig(testApp.config),
        claimed,
        clockNow,
      )
    ).flatMap((mail) => (mail.action === 'send' ? [mail.mail] : []));
    for (const [email, , returnsTo] of cases) {
      const text = sent.find((mail) => mail.to === email)?.text ?? '';
      const link = new URL(/https?:\/\/\S+\/verify\?\S+/.exec(text)?.[0] ?? 'http://none/');
      expect(link.pathname, email).toBe(new URL(`${testApp.config.APP_URL}/verify`).pathname);
      expect(link.searchParams.get('next'), email).toBe(returnsTo);
      expect(link.searchParams.get('token'), email).toBe(
        challengeLinkToken(testApp.config.SECRET, await newestChallenge(email)),
      );
    }
    const tooLong = await postJson(
      testApp.app,
      '/api/auth/sign-in',
      { email: 'long@example.com', next: `/app/${'x'.repeat(2100)}` },
      origin,
    );
    expect(tooLong.status).toBe(422);
  });

  it('sets a readable signed-in marker beside the session, and clears both on sign-out', async () => {
    await signIn('marker@example.com');
    const token = challengeLinkToken(testApp.config.SECRET, await newestChallenge('marker@example.com'));
    const signedIn = await postJson(testApp.app, '/api/auth/verify-link', { token }, origin);
    const cookies = signedIn.headers.getSetCookie();
    const marker = cookies.find((cookie) => cookie.startsWith('mrn_signed_in='));
    expect(marker).toMatch(/^mrn_signed_in=account;/);
    // Page scripts read it, so it holds nothing secret: not the session token, not HttpOnly.
    expect(marker).not.toMatch(/HttpOnly/i);
    expect(marker).not.toContain(sessionCookieOf(signedIn).split('=')[1]);

    const signedOut = await testApp.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { ...origin, Cookie: sessionCookieOf(signedIn) },
    });
    expect(signedOut.status).toBe(204);
    const cleared = signedOut.headers.getSetCookie();
    expect(cleared.find((cookie) => cookie.startsWith('mrn_signed_in='))).toMatch(/Max-Age=0/);
    expect(cleared.find((cookie) => cookie.startsWith('mrn_session='))).toMatch(/Max-Age=0/);
  });

  it('signs in once with the link: HttpOnly SameSite=Lax cookie, then the link is spent', async () => {
    await signIn('pat@example.com');
    const token = challengeLinkToken(testApp.config.SECRET, await newestChallenge('pat@example.com'));
    const first = await postJson(testApp.app, '/api/auth/verify-link', { token }, origin);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { user: { email: string } }).user.email).toBe('pat@example.com');
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const session = await testApp.app.request('/api/auth/session', {
      headers: { Cookie: sessionCookieOf(first) },
    });
    expect(session.status).toBe(200);

    const again = await postJson(testApp.app, '/api/auth/verify-link', { token }, origin);
    expect(again.status).toBe(400);
    expect((await errorBody(again)).code).toBe('invalid_link');
  });

  it('refuses an expired link, a forged one, and an older mail once a newer one was sent', async () => {
    await signIn('late@example.com');
    const expired = challengeLinkToken(testApp.config.SECRET, await newestChallenge('late@example.com'));
    clockNow = new Date(clockNow.getTime() + 15 * 60_000 + 1);
    expect((await postJson(testApp.app, '/api/auth/verify-link', { token: expired }, origin)).status).toBe(
      400,
    );

    await signIn('late@example.com');
    const older = challengeLinkToken(testApp.config.SECRET, await newestChallenge('late@example.com'));
    clockNow = new Date(clockNow.getTime() + 1000);
    await signIn('late@example.com');
    expect((await postJson(testApp.app, '/api/auth/verify-link', { token: older }, origin)).status).toBe(400);

    const newest = await newestChallenge('late@example.com');
    const forged = `${newest}.${'A'.repeat(43)}`;
    expect((await postJson(testApp.app, '/api/auth/verify-link', { token: forged }, origin)).status).toBe(
      400,
    );
    const genuine = challengeLinkToken(testApp.config.SECRET, newest);
    expect((await postJson(testApp.app, '/api/auth/verify-link', { token: genuine }, origin)).status).toBe(
      200,
    );
  });

  it('signs in with the 6-digit code; five wrong codes use the mail up', async () => {
    await signIn('code@example.com');
    const code = challengeCode(testApp.config.SECRET, await newestChallenge('code@example.com'));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await postJson(
        testApp.app,
        '/api/auth/verify-code',
        { email: 'code@example.com', code: wrong },
        origin,
      );
      expect((await errorBody(response)).code).toBe('invalid_code');
    }
    const tooLate = await postJson(
      testApp.app,
      '/api/auth/verify-code',
      { email: 'code@example.com', code },
      origin,
    );
    expect(tooLate.status).toBe(400);

    clockNow = new Date(clockNow.getTime() + 1000);
    await signIn('code@example.com');
    const fresh = challengeCode(testApp.config.SECRET, await newestChallenge('code@example.com'));
    const response = await postJson(
      testApp.app,
      '/api/auth/verify-code',
      { email: ' CODE@example.com', code: fresh },
      origin,
    );
    expect(response.status).toBe(200);
    const [user] = await queryRows<{ email: string }>(database.db, sql`SELECT email FROM users`);
    expect(user.email).toBe('code@example.com');
  });

  it('throttles sign-in mails per address (the sixth in 15 minutes is a 429)', async () => {
    for (let index = 0; index < 5; index += 1) expect((await signIn('busy@example.com')).status).toBe(202);
    const sixth = await signIn('busy@example.com');
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('900');
    expect((await errorBody(sixth)).message).toMatch(/^We have sent several sign-in mails/);
    expect((await signIn('other@example.com')).status).toBe(202);
    clockNow = new Date(clockNow.getTime() + 15 * 60_000 + 1);
    expect((await signIn('busy@example.com')).status).toBe(202);
  });

  it('says the network asked too often, not the address, past the per-client limit (30 in 15 minutes)', async () => {
    for (let index = 0; index < 30; index += 1)
      expect((await signIn(`crowd-${index}@example.com`)).status).toBe(202);
    const refused = await signIn('never-mailed@example.com');
    expect(refused.status).toBe(429);
    expect((await errorBody(refused)).message).toBe(
      'Too many sign-in mails were asked for from your network in the last 15 minutes. Wait 15 minutes and ask again.',
    );
  });

  it('gives every spelling of one mailbox one sign-in budget, and refuses look-alike spellings', async () => {
    const spellings = [
      'victim@ex\u00e4mple.com',
      'victim@exa\u0308mple.com',
      'victim@xn--exmple-cua.com',
      'VICTIM@EX\u00c4MPLE.COM',
      ' Victim@Ex\u00e4mple.com',
    ];
    for (const spelling of spellings) expect((await signIn(spelling)).status, spelling).toBe(202);
    expect((await signIn('victim@exa\u0308mple.com')).status).toBe(429);
    for (const lookAlike of [
      'victim@\uff45xample.com',
      'victim@ex\u0430mple.com',
      'vic\u200btim@example.com',
    ]) {
      const response = await signIn(lookAlike);
      expect(response.status, lookAlike).toBe(422);
      expect((await errorBody(response)).fields?.email).toBeTruthy();
    }
    const challenges = await queryRows<{ email: string }>(
      database.db,
      sql`SELECT DISTINCT email FROM auth_challenges`,
    );
    expect(challenges).toEqual([{ email: 'victim@xn--exmple-cua.com' }]);
  });

  it("five wrong codes end that mail's code but not its link", async () => {
    await signIn('link@example.com');
    const challengeId = await newestChallenge('link@example.com');
    const code = challengeCode(testApp.config.SECRET, challengeId);
    const wrong = code === '000000' ? '111111' : '000000';
    const verifyCode = (value: string) =>
      postJson(testApp.app, '/api/auth/verify-code', { email: 'link@example.com', code: value }, origin);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await verifyCode(wrong)).status).toBe(400);
    expect((await verifyCode(code)).status).toBe(400);
    const token = challengeLinkToken(testApp.config.SECRET, challengeId);
    expect((await postJson(testApp.app, '/api/auth/verify-link', { token }, origin)).status).toBe(200);
  });

  it('caps wrong codes per address across mails: 10 an hour, then even the right code waits', async () => {
    const verifyCode = (value: string) =>
      postJson(testApp.app, '/api/auth/verify-code', { email: 'target@example.com', code: value }, origin);
    for (let mail = 0; mail < 2; mail += 1) {
      clockNow = new Date(clockNow.getTime() + 1000);
      await signIn('target@example.com');
      const code = challengeCode(testApp.config.SECRET, await newestChallenge('target@example.com'));
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await verifyCode(wrong)).status).toBe(400);
    }
    clockNow = new Date(clockNow.getTime() + 1000);
    await signIn('target@example.com');
    const right = challengeCode(testApp.config.SECRET, await newestChallenge('target@example.com'));
    const refused = await verifyCode(right);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    clockNow = new Date(clockNow.getTime() + 60 * 60_000);
    await signIn('target@example.com');
    const later = challengeCode(testApp.config.SECRET, await newestChallenge('target@example.com'));
    expect((await verifyCode(later)).status).toBe(200);
  });

  it("counts sign-in mails against the address's hourly mail budget", async () => {
    for (let quarter = 0; quarter < 2; quarter += 1) {
      for (let index = 0; index < 5; index += 1)
        expect((await signIn('hourly@example.com')).status).toBe(202);
      clockNow = new Date(clockNow.getTime() + 15 * 60_000 + 1);
    }
    const eleventh = await signIn('hourly@example.com');
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toBe('3600');
  });

  it('refuses state changes from other sites (CSRF) and lets our own pages through', async () => {
    const crossSite = await signIn('csrf@example.com', { Origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect((await errorBody(crossSite)).code).toBe('csrf_rejected');
    const noOrigin = await signIn('csrf@example.com', {});
    expect(noOrigin.status).toBe(403);
    const fetchMetadata = await signIn('csrf@example.com', { 'Sec-Fetch-Site': 'same-origin' });
    expect(fetchMetadata.status).toBe(202);
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM auth_challenges WHERE email = 'csrf@example.com'`,
    );
    expect(count.n).toBe(1);
  });

  it('rotates the session on sign-in and signs out everywhere', async () => {
    const sessionFor = async () => {
      clockNow = new Date(clockNow.getTime() + 1000);
      await signIn('two@example.com');
      const token = challengeLinkToken(testApp.config.SECRET, await newestChallenge('two@example.com'));
      return sessionCookieOf(await postJson(testApp.app, '/api/auth/verify-link', { token }, origin));
    };
    const laptop = await sessionFor();
    const phone = await sessionFor();
    clockNow = new Date(clockNow.getTime() + 1000);
    await signIn('two@example.com');
    const token = challengeLinkToken(testApp.config.SECRET, await newestChallenge('two@example.com'));
    const rotated = await postJson(
      testApp.app,
      '/api/auth/verify-link',
      { token },
      { ...origin, Cookie: laptop },
    );
    const laptopNow = sessionCookieOf(rotated);
    expect(laptopNow).not.toBe(laptop);
    const status = async (cookie: string) =>
      (await testApp.app.request('/api/auth/session', { headers: { Cookie: cookie } })).status;
    expect(await status(laptop)).toBe(401);
    expect(await status(laptopNow)).toBe(200);
    expect(await status(phone)).toBe(200);

    const out = await postJson(
      testApp.app,
      '/api/auth/sign-out-everywhere',
      {},
      { ...origin, Cookie: laptopNow },
    );
    expect(out.status).toBe(204);
    expect(await status(laptopNow)).toBe(401);
    expect(await status(phone)).toBe(401);
  });
});

describe('session cookie over https', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it('is __Host- prefixed and Secure', async () => {
    const { app, config } = createTestApp(database, {
      environment: { PUBLIC_URL: 'https://rates.example.com' },
    });
    const origin = { Origin: 'https://rates.example.com' };
    await postJson(app, '/api/auth/sign-in', { email: 'secure@example.com' }, origin);
    const [challenge] = await queryRows<{ id: string }>(database.db, sql`SELECT id FROM auth_challenges`);
    const response = await postJson(
      app,
      '/api/auth/verify-link',
      { token: challengeLinkToken(config.SECRET, challenge.id) },
      origin,
    );
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^__Host-mrn_session=/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/Path=\//);
  });
});
