import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsedInbox } from '../../test/support/parsed-inbox.ts';
import { createTestApp, errorBody, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { testOutboxDeps } from '../../test/support/test-outbox.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { signToken } from '../mail/signed-token.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';

/** A real SMTP server; every accepted message is parsed. */
const { mails: inbox, url: smtpUrl } = parsedInbox();

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let sender: MailSender;
  let now = new Date('2026-03-02T12:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database, { clock: () => now });
    sender = createMailSender({ smtpUrl: smtpUrl(), mailDirectory: '/nonexistent', logger: silentLogger() });
  });
  afterAll(async () => {
    sender.close();
    await database.close();
  });
  beforeEach(async () => {
    inbox.length = 0;
    now = new Date('2026-03-02T12:00:00Z');
    await database.db.execute(sql`TRUNCATE mail_outbox, newsletter_subscribers`);
  });

  const subscribe = (email: string) => postJson(subject.app, '/api/newsletter/subscribe', { email });
  const deliverAll = () =>
    drainOutbox({
      ...testOutboxDeps(database, subject, sender),
      clock: () => now,
    });
  const subscribers = () =>
    queryRows<{ email: string; confirmed: boolean }>(
      database.db,
      sql`SELECT email, confirmed_at IS NOT NULL AS confirmed FROM newsletter_subscribers ORDER BY email`,
    );
  const confirmationMails = async () =>
    (
      await queryRows<{ mails: number }>(
        database.db,
        sql`SELECT count(*)::int AS mails FROM mail_outbox WHERE kind = 'newsletter_confirmation'`,
      )
    )[0]?.mails;

  describe('POST /api/newsletter/subscribe (double opt-in)', () => {
    it('stores the canonical address unconfirmed and queues one confirmation, re-sent at most every 10 minutes', async () => {
      const first = await subscribe('reader@example.com');
      expect(first.status).toBe(201);
      const answer = await first.json();
      expect(answer).toMatchObject({ status: 'pending' });
      now = new Date(now.getTime() + 5 * 60_000);
      const again = await subscribe(' Reader@Example.com ');
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(answer);
      expect(await subscribers()).toEqual([{ email: 'reader@example.com', confirmed: false }]);
      expect(await confirmationMails()).toBe(1);
      now = new Date(now.getTime() + 6 * 60_000);
      expect((await subscribe('reader@example.com')).status).toBe(201);
      expect(await confirmationMails()).toBe(2);
    });

    it('mails a scanner-safe link: GET shows a button and changes nothing, POST confirms', async () => {
      await subscribe('reader@example.com');
      await deliverAll();
      expect(inbox).toHaveLength(1);
      expect(inbox[0]?.subject).toBe('Confirm your newsletter subscription');
      const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w.-]+/.exec(inbox[0]?.text ?? '')?.[0];
      expect(link).toBeTruthy();
      const path = new URL(link as string).pathname + new URL(link as string).search;

      const page = await subject.app.request(path);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<form method="post"');
      expect(html).toContain('Confirm my subscription');
      expect(await subscribers()).toEqual([{ email: 'reader@example.com', confirmed: false }]);

      const confirmed = await subject.app.request(path, { method: 'POST' });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.text()).toContain('You are subscribed');
      expect(await subscribers()).toEqual([{ email: 'reader@example.com', confirmed: true }]);
      const twice = await subject.app.request(path, { method: 'POST' });
      expect(await twice.text()).toContain('You are already subscribed');
    });

    it('a confirmed address gets no further confirmation mail, and the answer does not say so', async () => {
      const unknown = await (await subscribe('someone@example.com')).json();
      await database.db.execute(
        sql`UPDATE newsletter_subscribers SET confirmed_at = now() WHERE email = 'someone@example.com'`,
      );
      now = new Date(now.getTime() + 60 * 60_000);
      const known = await subscribe('someone@example.com');
      expect(known.status).toBe(201);
      expect(await known.json()).toEqual(unknown);
      expect(await confirmationMails()).toBe(1);
    });

    it('does not send a queued confirmation for an address confirmed meanwhile', async () => {
      await subscribe('reader@example.com');
      await database.db.execute(sql`UPDATE newsletter_subscribers SET confirmed_at = now()`);
      await deliverAll();
      expect(inbox).toHaveLength(0);
    });

    it('refuses bad links: tampered, another purpose, or an unknown subscriber', async () => {
      const secret = subject.config.SECRET;
      const unknown = signToken(secret, {
        purpose: 'newsletter_confirm',
        subject: '00000000-0000-4000-8000-000000000000',
      });
      const alertToken = signToken(secret, {
        purpose: 'confirm',
        subject: '00000000-0000-4000-8000-000000000000',
      });
      expect(
        (await subject.app.request(`/api/newsletter/confirm?token=${unknown}`, { method: 'POST' })).status,
      ).toBe(404);
      for (const token of [alertToken, `${unknown}x`, '']) {
        expect((await subject.app.request(`/api/newsletter/confirm?token=${token}`)).status).toBe(400);
        expect(
          (await subject.app.request(`/api/newsletter/confirm?token=${token}`, { method: 'POST' })).status,
        ).toBe(400);
      }
    });

    it('answers 422 for a missing or invalid email, a display name included', async () => {
      for (const body of [
        {},
        { email: '' },
        { email: 'not an email' },
        { email: 'a@b' },
        { email: 42 },
        { email: 'a1<reader@example.com>' },
      ]) {
        const response = await postJson(subject.app, '/api/newsletter/subscribe', body);
        expect(response.status).toBe(422);
        expect((await errorBody(response)).fields?.email).toBeTruthy();
      }
      expect(await subscribers()).toEqual([]);
    });

    it("takes the footer's form posted without script, and sends the browser back to that page's notice", async () => {
      const origin = new URL(subject.config.PUBLIC_URL).origin;
      const post = (referer: string | undefined) =>
        subject.app.request('/api/newsletter/subscribe', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'text/html,*/*;q=0.8',
            Origin: origin,
            ...(referer ? { Referer: referer } : {}),
          },
          body: new URLSearchParams({ email: 'NoScript@Example.com' }),
        });
      const fromBlog = await post(`${origin}/blog/arm-vs-fixed-rate?ref=x#top`);
      expect(fromBlog.status).toBe(303);
      expect(fromBlog.headers.get('location')).toBe(`${origin}/blog/arm-vs-fixed-rate?ref=x#newsletter-sent`);
      expect(await subscribers()).toEqual([{ email: 'noscript@example.com', confirmed: false }]);
      // Another site's page (or none) is not where we send anyone: the home page.
      for (const referer of ['https://elsewhere.example/page', undefined, 'not a url']) {
        expect((await post(referer)).headers.get('location')).toBe(`${origin}/#newsletter-sent`);
      }
    });

    it('answers 400 for malformed JSON or a non-object body and 415 for another content type', async () => {
      for (const body of ['{"email":', '[]', 'null', '"x"']) {
        const response = await postJson(subject.app, '/api/newsletter/subscribe', body);
        expect(response.status).toBe(400);
        expect((await errorBody(response)).code).toBe('invalid_json');
      }
      const wrongType = await subject.app.request('/api/newsletter/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'email=a@example.com',
      });
      expect(wrongType.status).toBe(415);
      expect((await errorBody(wrongType)).code).toBe('unsupported_media_type');
    });
  });
});
