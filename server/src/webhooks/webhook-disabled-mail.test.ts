import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { provePartnerAddress } from '../../test/support/prove-partner-address.ts';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { createTestApp, createTestPartner, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { testOutboxDeps } from '../../test/support/test-outbox.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';
import { processWebhookBatch } from './webhook-worker.ts';

let smtp: SmtpSink;
let inbox: ParsedMail[] = [];
/** A real receiver on 127.0.0.1 that always answers 500. */
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  smtp = await startSmtpSink({
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          inbox.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.statusCode = 500;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  await smtp.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

forEachDatabase((driver) => {
  let database: TestDatabase;
  let testApp: TestApp;
  let sender: MailSender;
  const logger = silentLogger();

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    testApp = createTestApp(database, {
      environment: { WEBHOOKS_ALLOW_PRIVATE: 'true', PUBLIC_URL: 'https://rates.example.com' },
    });
    sender = createMailSender({ smtpUrl: smtp.url, mailDirectory: '/nonexistent', logger });
  });
  afterAll(async () => {
    sender.close();
    await database.close();
  });
  beforeEach(async () => {
    inbox = [];
    await database.db.execute(sql`TRUNCATE mail_outbox, webhook_endpoints CASCADE`);
  });

  const deliverMail = (clock?: () => Date) =>
    drainOutbox({
      ...testOutboxDeps(database, testApp, sender),
      clock,
    });

  /** Registers the failing receiver and queues one test event; the reply-to is proven unless said otherwise. */
  async function failingEndpoint(replyTo: 'proven' | 'only typed' = 'proven') {
    const partner = await createTestPartner(database, 'Hooked');
    await database.db.execute(
      sql`UPDATE partners SET reply_to_email = 'ops@hooked.example' WHERE id = ${partner.partnerId}::uuid`,
    );
    if (replyTo === 'proven') await provePartnerAddress(database.db, partner.partnerId, 'ops@hooked.example');
    const headers = { ...partner.authorization, 'Content-Type': 'application/json' };
    const saved = await testApp.app.request('/api/partner/webhook', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ url: receiverUrl, events: ['lead.created'] }),
    });
    expect(saved.status).toBe(201);
    const queueTest = () => testApp.app.request('/api/partner/webhook/test', { method: 'POST', headers });
    expect((await queueTest()).status).toBe(202);
    return { partner, headers, queueTest };
  }

  const disabledMails = async () =>
    (
      await queryRows<{ count: number }>(
        database.db,
        sql`SELECT count(*)::int AS count FROM mail_outbox WHERE kind = 'webhook_disabled'`,
      )
    )[0].count;

  it('disabling an endpoint mails the partner once: which endpoint, why, and where to enable it again', async () => {
    const { headers, queueTest } = await failingEndpoint();
    let now = new Date('2032-01-01T00:00:00Z');
    // The event happened "now", so the first failures are retried (within 24 hours), not given up.
    await database.db.execute(
      sql`UPDATE webhook_deliveries SET created_at = ${now.toISOString()}::timestamptz,
                 next_attempt_at = ${now.toISOString()}::timestamptz`,
    );
    const deps = {
      db: database.db,
      logger,
      allowPrivate: true,
      clock: () => now,
      disableAfterFailures: 2,
      disableAfterFailingMs: 0,
    };
    expect(await processWebhookBatch(deps)).toMatchObject({ claimed: 1, retried: 1, disabled: 0 });
    expect(await disabledMails()).toBe(0);
    now = new Date(now.getTime() + 3600_000);
    expect(await processWebhookBatch(deps)).toMatchObject({ claimed: 1, disabled: 1 });
    // Disabled: nothing more is claimed, so nothing more is mailed.
    now = new Date(now.getTime() + 3600_000);
    expect(await processWebhookBatch(deps)).toMatchObject({ claimed: 0 });
    expect(await disabledMails()).toBe(1);

    expect(await deliverMail(() => now)).toMatchObject({ sent: 1 });
    expect(inbox).toHaveLength(1);
    const [mail] = inbox;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ops@hooked.example');
    expect(mail.subject).toBe(`Webhook disabled: ${receiverUrl}`);
    for (const part of [mail.text ?? '', mail.html || '']) {
      expect(part).toContain(receiverUrl);
      expect(part).toContain('HTTP 500');
      expect(part).toContain('https://rates.example.com/app/partner/webhooks');
      expect(part).toContain('Enable again');
    }

    // Enabled again (saving it) and failing again: a second disabling, a second mail.
    const saved = await testApp.app.request('/api/partner/webhook', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ url: receiverUrl, events: ['lead.created'] }),
    });
    expect(saved.status).toBe(200);
    expect((await queueTest()).status).toBe(202);
    await database.db.execute(
      sql`UPDATE webhook_deliveries SET created_at = ${now.toISOString()}::timestamptz,
                 next_attempt_at = ${now.toISOString()}::timestamptz WHERE status = 'pending'`,
    );
    for (let round = 0; round < 3; round += 1) {
      now = new Date(now.getTime() + 3600_000);
      await processWebhookBatch(deps);
    }
    expect(await disabledMails()).toBe(2);
  });

  it('the mail is not sent when the partner enabled the endpoint again before it went out', async () => {
    const { headers } = await failingEndpoint();
    const deps = {
      db: database.db,
      logger,
      allowPrivate: true,
      disableAfterFailures: 1,
      disableAfterFailingMs: 0,
    };
    expect(await processWebhookBatch(deps)).toMatchObject({ disabled: 1 });
    const saved = await testApp.app.request('/api/partner/webhook', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ url: receiverUrl, events: ['lead.created'] }),
    });
    expect(saved.status).toBe(200);
    expect(await deliverMail()).toMatchObject({ sent: 0, cancelled: 1 });
    expect(inbox).toHaveLength(0);
  });

  it("goes to the account's own address while the reply-to address is only typed, never proven", async () => {
    const { partner } = await failingEndpoint('only typed');
    const deps = {
      db: database.db,
      logger,
      allowPrivate: true,
      disableAfterFailures: 1,
      disableAfterFailingMs: 0,
    };
    expect(await processWebhookBatch(deps)).toMatchObject({ disabled: 1 });
    expect(await deliverMail()).toMatchObject({ sent: 1 });
    expect(inbox.map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : ''))).toEqual([partner.email]);
  });
});
