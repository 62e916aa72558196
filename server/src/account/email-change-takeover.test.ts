import { ADDRESS_RECENTLY_CHANGED, FRESH_SIGN_IN_REQUIRED } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedIn, signedIn } from '../../test/support/signed-in.ts';
import { createTestApp, createTestPartner, errorBody, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { challengeLinkToken } from '../auth/challenge-link.ts';
import { queryRows } from '../db/client.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import type { ClaimedMail } from '../outbox/claim-due-mail.ts';
import { generateApiKey } from '../partners/api-key.ts';
import { composeEmailChangeNotice } from './compose-email-change-notice.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Issue 41 item 1: a stolen session cookie of any age could move the account to the thief's
// mailbox, unnoticed by the owner, and then mint API keys that outlive every session.
forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let now = new Date();
  let owner: SignedIn;
  let partnerId: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database, { clock: () => now });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    now = new Date();
    await database.db.execute(
      sql`TRUNCATE mail_outbox, users, auth_challenges, auth_throttles, recipient_mail_budgets, partners CASCADE`,
    );
    owner = await signedIn(database.db, subject.config, 'owner@example.com', now);
    partnerId = (await createTestPartner(database, 'Owner')).partnerId;
    await database.db.execute(
      sql`UPDATE partners SET user_id = ${owner.user.id}::uuid WHERE id = ${partnerId}::uuid`,
    );
  });

  const send = (who: SignedIn | undefined, method: string, path: string, body?: unknown) =>
    Promise.resolve(
      subject.app.request(path, {
        method,
        headers: who
          ? who.jsonHeaders
          : { Origin: new URL(subject.config.PUBLIC_URL).origin, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const accountEmail = async () =>
    (
      await queryRows<{ email: string }>(
        database.db,
        sql`SELECT email FROM users WHERE id = ${owner.user.id}::uuid`,
      )
    )[0]?.email;
  const outbox = () =>
    queryRows<{ kind: string; challenge_id: string }>(
      database.db,
      sql`SELECT kind, challenge_id::text AS challenge_id FROM mail_outbox ORDER BY id`,
    );
  /** The mail the outbox would send to the old address for the newest change. */
  async function noticeMail() {
    const [row] = (await outbox()).filter((mail) => mail.kind === 'email_change_notice');
    expect(row).toBeDefined();
    const claimed = { challengeId: row.challenge_id } as ClaimedMail;
    const composed = await composeEmailChangeNotice(
      { db: database.db, settings: mailSettingsFromConfig(subject.config), now },
      claimed,
    );
    if (composed.action !== 'send') throw new Error(`notice not sent: ${composed.action}`);
    return composed.mail;
  }
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
  const undoPathIn = (text: string) =>
    pathOf(/https?:\/\/\S+\/api\/account-email\/undo\?token=\S+/.exec(text)?.[0] ?? 'http://x/missing');
  const keyMadeAt = async (at: Date) => {
    const generated = generateApiKey();
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`INSERT INTO partner_api_keys (partner_id, name, key_hash, key_prefix, created_at)
          VALUES (${partnerId}::uuid, 'key', ${generated.keyHash}, ${generated.keyPrefix}, ${at.toISOString()}::timestamptz)
          RETURNING id::text AS id`,
    );
    return row.id;
  };
  const revoked = async (keyId: string) =>
    (
      await queryRows<{ revoked: boolean }>(
        database.db,
        sql`SELECT revoked_at IS NOT NULL AS revoked FROM partner_api_keys WHERE id = ${keyId}::uuid`,
      )
    )[0].revoked;

  /** The thief's move: ask from the owner's (fresh) session, then confirm from the thief's mailbox. */
  async function takeOver(to = 'thief@example.net') {
    expect((await send(owner, 'POST', '/api/app/account/email', { email: to })).status).toBe(202);
    const [challenge] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id::text AS id FROM auth_challenges WHERE purpose = 'email_change' AND used_at IS NULL`,
    );
    const confirmed = await send(undefined, 'POST', '/api/app/account/email/confirm', {
      token: challengeLinkToken(subject.config.SECRET, challenge.id),
    });
    expect(confirmed.status).toBe(200);
    expect(await accountEmail()).toBe(to);
  }

  it('refuses a change from a session that signed in more than 10 minutes ago, and mails nobody', async () => {
    now = new Date(now.getTime() + 11 * MINUTE);
    const response = await send(owner, 'POST', '/api/app/account/email', { email: 'thief@example.net' });
    expect(response.status).toBe(403);
    const error = await errorBody(response);
    expect(error.code).toBe(FRESH_SIGN_IN_REQUIRED);
    expect(error.message).toMatch(/changing your address needs a sign-in from the last 10 minutes/);
    expect(await outbox()).toEqual([]);
    expect(await accountEmail()).toBe('owner@example.com');
  });

  it('tells the old address at once, in fixed words, with a "This wasn\'t me" link', async () => {
    const response = await send(owner, 'POST', '/api/app/account/email', { email: 'thief@example.net' });
    expect(response.status).toBe(202);
    expect(((await response.json()) as { message: string }).message).toContain(
      'We also told owner@example.com about the change',
    );
    expect((await outbox()).map((mail) => mail.kind).sort()).toEqual(['email_change', 'email_change_notice']);
    const mail = await noticeMail();
    expect(mail.to).toBe('owner@example.com');
    expect(mail.subject).toBe('Your Mortgage Rate Notifier address is being changed');
    expect(mail.text).toContain('thief@example.net');
    expect(mail.text).toMatch(/This wasn't me/);

    // A mail scanner opening the link changes nothing: GET shows the button only.
    const page = await subject.app.request(undoPathIn(mail.text));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('This wasn&#39;t me</button>');
    expect((await send(owner, 'GET', '/api/app/account')).status).toBe(200);
  });

  it('"This wasn\'t me" puts the old address back, signs out everywhere and revokes keys made since the change', async () => {
    const keptKey = await keyMadeAt(new Date(now.getTime() - HOUR));
    const otherDevice = await signedIn(database.db, subject.config, 'owner@example.com', now);
    await takeOver();
    const undoPath = undoPathIn((await noticeMail()).text);
    // The thief signs in at their address and has a key made somehow; and asks to move on again.
    now = new Date(now.getTime() + 2 * MINUTE);
    const thief = await signedIn(database.db, subject.config, 'thief@example.net', now);
    const thiefKey = await keyMadeAt(now);
    expect(
      (await send(thief, 'POST', '/api/app/account/email', { email: 'elsewhere@example.net' })).status,
    ).toBe(202);

    now = new Date(now.getTime() + 3 * 24 * HOUR);
    const undone = await subject.app.request(undoPath, { method: 'POST' });
    expect(undone.status).toBe(200);
    expect(await undone.text()).toContain('Your address is back');
    expect(await accountEmail()).toBe('owner@example.com');
    for (const session of [owner, otherDevice, thief]) {
      expect((await send(session, 'GET', '/api/app/account')).status).toBe(401);
    }
    expect(await revoked(thiefKey)).toBe(true);
    expect(await revoked(keptKey)).toBe(false);
    // The thief's onward change is void too.
    const [{ open }] = await queryRows<{ open: number }>(
      database.db,
      sql`SELECT count(*)::int AS open FROM auth_challenges WHERE purpose = 'email_change' AND used_at IS NULL`,
    );
    expect(open).toBe(0);

    const again = await subject.app.request(undoPath, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('already cancelled');
  });

  it('cancels a change not yet confirmed, so its link to the new address no longer works', async () => {
    expect((await send(owner, 'POST', '/api/app/account/email', { email: 'thief@example.net' })).status).toBe(
      202,
    );
    const undoPath = undoPathIn((await noticeMail()).text);
    expect((await subject.app.request(undoPath, { method: 'POST' })).status).toBe(200);
    const [challenge] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id::text AS id FROM auth_challenges WHERE purpose = 'email_change'`,
    );
    const late = await send(undefined, 'POST', '/api/app/account/email/confirm', {
      token: challengeLinkToken(subject.config.SECRET, challenge.id),
    });
    expect(late.status).toBe(400);
    expect(await accountEmail()).toBe('owner@example.com');
  });

  it('answers 409 and changes nothing when the old address has an account of its own meanwhile', async () => {
    await takeOver();
    const undoPath = undoPathIn((await noticeMail()).text);
    await signedIn(database.db, subject.config, 'owner@example.com', now);
    const refused = await subject.app.request(undoPath, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('This address has a new account');
    expect(await accountEmail()).toBe('thief@example.net');
  });

  it('the link works for 7 days only', async () => {
    expect((await send(owner, 'POST', '/api/app/account/email', { email: 'thief@example.net' })).status).toBe(
      202,
    );
    const undoPath = undoPathIn((await noticeMail()).text);
    now = new Date(now.getTime() + 7 * 24 * HOUR + MINUTE);
    expect((await subject.app.request(undoPath, { method: 'POST' })).status).toBe(400);
  });

  describe('API keys after an address change', () => {
    const makeKey = (who: SignedIn) => send(who, 'POST', '/api/partner/keys', { name: 'CRM sync' });

    it('are not made for 24 hours, even after a fresh sign-in; then they are', async () => {
      await takeOver();
      const thief = await signedIn(database.db, subject.config, 'thief@example.net', now);
      const held = await makeKey(thief);
      expect(held.status).toBe(403);
      const error = await errorBody(held);
      expect(error.code).toBe(ADDRESS_RECENTLY_CHANGED);
      expect(error.message).toMatch(/changed less than 24 hours ago/);

      now = new Date(now.getTime() + 24 * HOUR + MINUTE);
      const later = await signedIn(database.db, subject.config, 'thief@example.net', now);
      expect((await makeKey(later)).status).toBe(201);
    });

    it('are made again at once once the old address undid the change', async () => {
      await takeOver();
      const undoPath = undoPathIn((await noticeMail()).text);
      expect((await subject.app.request(undoPath, { method: 'POST' })).status).toBe(200);
      const back = await signedIn(database.db, subject.config, 'owner@example.com', now);
      expect((await makeKey(back)).status).toBe(201);
    });
  });
});
