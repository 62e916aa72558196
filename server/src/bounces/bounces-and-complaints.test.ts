import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFormSchema } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishThirtyYearRates } from '../../test/support/publish-rates.ts';
import { signedIn } from '../../test/support/signed-in.ts';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { createTestApp, createTestPartner, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { testOutboxDeps } from '../../test/support/test-outbox.ts';
import { expandAllFanOuts } from '../alerts/expand-fanout.ts';
import { issueChallenge, redeemLinkToken } from '../auth/auth-challenges.ts';
import { challengeLinkToken } from '../auth/challenge-link.ts';
import { queryRows } from '../db/client.ts';
import { createForm } from '../forms/form-store.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { signToken } from '../mail/signed-token.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';
import { setPartnerPlan } from '../partner-profile/set-partner-plan.ts';
import { processWebhookBatch } from '../webhooks/webhook-worker.ts';
import { type BounceListener, MAX_REPORT_BYTES, startBounceListener } from './bounce-listener.ts';

const BOUNCE_DOMAIN = 'bounces.rates.example.com';
const FIXTURES = new URL('../../test/fixtures/bounces/', import.meta.url);
const METRICS_TOKEN = 'metrics-token-for-bounce-tests';

/** A recorded-format report with its placeholders filled in. */
function fixture(name: string, values: Record<string, string>): string {
  let text = readFileSync(new URL(name, FIXTURES), 'utf8');
  for (const [key, value] of Object.entries(values)) text = text.replaceAll(`{{${key}}}`, value);
  return text;
}

/** What the outgoing relay received: the envelope sender (VERP address) of each mail, by recipient. */
interface Outgoing {
  to: string;
  mailFrom: string;
  messageId: string;
}

forEachDatabase((driver) => {
  let database: TestDatabase;
  let testApp: TestApp;
  let relay: SmtpSink;
  let sender: MailSender;
  let listener: BounceListener;
  const outgoing: Outgoing[] = [];
  let day = 0;
  // One clock for the test and the database: days counted from noon UTC of the real today, since the
  // database stamps confirmations and queued mail with its own now().
  const firstDay = new Date(new Date().setUTCHours(12, 0, 0, 0));
  let now = firstDay;
  let partner: Awaited<ReturnType<typeof createTestPartner>>;
  /** The partner's webhook receiver: a real HTTP server on 127.0.0.1 that keeps each request body. */
  const hooksReceived: string[] = [];
  const hookReceiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      hooksReceived.push(body);
      response.statusCode = 204;
      response.end();
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => hookReceiver.listen(0, '127.0.0.1', resolve));
    database = await createTestDatabase(driver);
    testApp = createTestApp(database, {
      environment: {
        PUBLIC_URL: 'https://rates.example.com',
        MAIL_FROM: 'Mortgage Rate Notifier <alerts@rates.example.com>',
        BOUNCE_DOMAIN,
        METRICS_TOKEN,
      },
    });
    relay = await startSmtpSink({
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('latin1');
        });
        stream.on('end', () => {
          outgoing.push({
            to: session.envelope.rcptTo[0].address,
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1].trim() ?? '',
          });
          callback();
        });
      },
    });
    sender = createMailSender({ smtpUrl: relay.url, mailDirectory: '/nonexistent', logger: silentLogger() });
    listener = await startBounceListener({
      db: database.db,
      logger: silentLogger(),
      secret: testApp.config.SECRET,
      bounceDomain: BOUNCE_DOMAIN,
      port: 0,
      host: '127.0.0.1',
      clock: () => now,
    });
    partner = await createTestPartner(database, 'Bounce');
    await setPartnerPlan(database.db, partner.partnerId, { plan: 'pro', trialEndsAt: null });
    await createForm(
      database.db,
      partner.partnerId,
      createFormSchema.parse({ businessName: 'Bounce' }),
      'bnc-a',
    );
    await database.db.execute(
      sql`INSERT INTO webhook_endpoints (partner_id, url, secret, events)
          VALUES (${partner.partnerId}::uuid, ${`http://127.0.0.1:${(hookReceiver.address() as AddressInfo).port}/hook`},
                  'whsec_x', '{lead.unsubscribed}')`,
    );
    // Four people with a confirmed 30-year alert below 6.5%, the last three through the partner's form.
    for (const email of ['fine@example.net', 'gone@example.net', 'full@example.net', 'spam@example.net']) {
      const response =
        email === 'fine@example.net'
          ? await postJson(testApp.app, '/api/alerts', {
              email,
              rateType: '30y',
              threshold: 6.5,
              direction: 'below',
            })
          : await postJson(testApp.app, '/api/forms/bnc-a/leads', {
              name: 'Lead Person',
              email,
              rateType: '30y',
              targetRate: 6.5,
              direction: 'below',
              consent: true,
            });
      expect(response.status).toBeLessThan(300);
    }
    await database.db.execute(
      sql`UPDATE alerts SET status = 'active', confirmed_at = now() WHERE status = 'pending'`,
    );
    await database.db.execute(sql`DELETE FROM mail_outbox`);
  });
  afterAll(async () => {
    hookReceiver.close();
    sender.close();
    await listener.close();
    await relay.close();
    await database.close();
  });
  beforeEach(() => {
    outgoing.length = 0;
  });

  /** The next day's rate (the rule is one alert mail per person per day), and the outbox sent. */
  async function publishAndSend(value: number) {
    day += 1;
    now = new Date(firstDay.getTime() + day * 86_400_000);
    await publishThirtyYearRates(database.db, { date: now.toISOString().slice(0, 10), value });
    await expandAllFanOuts(database.db);
    return drainOutbox({
      ...testOutboxDeps(database, testApp, sender),
      clock: () => now,
    });
  }

  /** Delivers a report to the bounce listener over SMTP, from the null sender as bounces come. */
  async function deliverReport(rcptTo: string, message: string) {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: listener.port, ignoreTLS: true });
    try {
      return await transport.sendMail({ envelope: { from: '', to: [rcptTo] }, raw: message });
    } finally {
      transport.close();
    }
  }

  const suppressions = () =>
    queryRows<{ email: string; reason: string; detail: string }>(
      database.db,
      sql`SELECT email, reason, detail FROM mail_suppressions ORDER BY email`,
    );
  const rejections = async () =>
    Object.fromEntries(
      (
        await queryRows<{ reason: string; reports: string }>(
          database.db,
          sql`SELECT reason, reports::text AS reports FROM mail_bounce_rejections`,
        )
      ).map((row) => [row.reason, Number(row.reports)]),
    );
  /** A session for `email`; PUBLIC_URL is https here, so the cookie has its `__Host-` name. */
  async function sessionOf(email: string) {
    const { headers } = await signedIn(database.db, testApp.config, email);
    const cookie = headers.Cookie.replace('mrn_session=', '__Host-mrn_session=');
    return { ...headers, Cookie: cookie };
  }

  it('sends every mail with its own signed VERP bounce address as the envelope sender', async () => {
    await publishAndSend(6.6);
    const report = await publishAndSend(6.4);
    expect(report).toMatchObject({ sent: 4, suppressed: 0 });
    const senders = outgoing.map((mail) => mail.mailFrom);
    expect(new Set(senders).size).toBe(4);
    for (const address of senders)
      expect(address).toMatch(/^bounce\+[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+@bounces\.rates\.example\.com$/);
    const rows = await queryRows<{ sent_to: string }>(
      database.db,
      sql`SELECT sent_to FROM mail_outbox WHERE status = 'sent' ORDER BY sent_to`,
    );
    expect(rows.map((row) => row.sent_to)).toEqual([
      'fine@example.net',
      'full@example.net',
      'gone@example.net',
      'spam@example.net',
    ]);
    // Keep the addresses of this round for the reports below.
    (globalThis as { firstRound?: Outgoing[] }).firstRound = [...outgoing];
  });

  const firstRound = () => (globalThis as { firstRound?: Outgoing[] }).firstRound as Outgoing[];
  const sentTo = (email: string) => {
    const mail = firstRound().find((sent) => sent.to === email);
    expect(mail).toBeDefined();
    return mail as Outgoing;
  };

  it('ignores malformed, forged, unknown and misaddressed reports, counting each, and refuses to relay', async () => {
    const gone = sentTo('gone@example.net');
    const before = await rejections();
    // A malformed DSN to a genuine bounce address.
    await deliverReport(gone.mailFrom, fixture('malformed-dsn.eml', { BOUNCE_ADDRESS: gone.mailFrom }));
    // A hard bounce for a forged token (right shape, wrong signature).
    const [payload] = gone.mailFrom.slice('bounce+'.length).split('.');
    const forged = `bounce+${payload}.${'A'.repeat(43)}@${BOUNCE_DOMAIN}`;
    await deliverReport(
      forged,
      fixture('postfix-hard-bounce.eml', {
        BOUNCE_ADDRESS: forged,
        RECIPIENT: 'gone@example.net',
        MESSAGE_ID: gone.messageId,
      }),
    );
    // A genuine token for a row that does not exist.
    const unknown = `bounce+${signToken(testApp.config.SECRET, { purpose: 'bounce', subject: '987654321' })}@${BOUNCE_DOMAIN}`;
    await deliverReport(
      unknown,
      fixture('postfix-hard-bounce.eml', {
        BOUNCE_ADDRESS: unknown,
        RECIPIENT: 'gone@example.net',
        MESSAGE_ID: '<x@y>',
      }),
    );
    // A complaint about an address that row's mail never went to.
    await deliverReport(
      gone.mailFrom,
      fixture('arf-complaint.eml', {
        FEEDBACK_ADDRESS: gone.mailFrom,
        BOUNCE_ADDRESS: gone.mailFrom,
        RECIPIENT: 'stranger@example.org',
        MESSAGE_ID: gone.messageId,
        SERIAL: '0',
      }),
    );
    // No open relay: mail for anyone but bounce+...@BOUNCE_DOMAIN is refused at RCPT TO.
    await expect(deliverReport('someone@example.org', 'Subject: hi\r\n\r\nrelay me')).rejects.toMatchObject({
      responseCode: 550,
    });
    await expect(
      deliverReport(`postmaster@${BOUNCE_DOMAIN}`, 'Subject: hi\r\n\r\nhello'),
    ).rejects.toMatchObject({
      responseCode: 550,
    });
    // Too big for a report.
    const huge = `Subject: big\r\n\r\n${'x'.repeat(MAX_REPORT_BYTES + 1000)}`;
    await expect(deliverReport(gone.mailFrom, huge)).rejects.toMatchObject({ responseCode: 552 });

    expect(await suppressions()).toEqual([]);
    const after = await rejections();
    const added = (reason: string) => (after[reason] ?? 0) - (before[reason] ?? 0);
    expect({
      unreadable: added('unreadable'),
      forged: added('forged_token'),
      unknown: added('unknown_mail'),
      mismatch: added('recipient_mismatch'),
    }).toEqual({ unreadable: 1, forged: 1, unknown: 1, mismatch: 1 });
    const [{ active }] = await queryRows<{ active: number }>(
      database.db,
      sql`SELECT count(*)::int AS active FROM alerts WHERE status = 'active'`,
    );
    expect(active).toBe(4);
  });

  it('suppresses at once on a hard bounce, after 3 soft bounces in 7 days, and on a complaint (which unsubscribes and fires lead.unsubscribed)', async () => {
    const gone = sentTo('gone@example.net');
    await deliverReport(
      gone.mailFrom,
      fixture('postfix-hard-bounce.eml', {
        BOUNCE_ADDRESS: gone.mailFrom,
        RECIPIENT: 'gone@example.net',
        MESSAGE_ID: gone.messageId,
      }),
    );
    expect(await suppressions()).toEqual([
      { email: 'gone@example.net', reason: 'hard_bounce', detail: '550 5.1.1 user unknown' },
    ]);

    const full = sentTo('full@example.net');
    for (const serial of ['1', '2', '3']) {
      expect((await suppressions()).map((row) => row.email)).not.toContain('full@example.net');
      await deliverReport(
        full.mailFrom,
        fixture('exchange-soft-bounce.eml', {
          BOUNCE_ADDRESS: full.mailFrom,
          RECIPIENT: 'full@example.net',
          MESSAGE_ID: full.messageId,
          SERIAL: serial,
        }),
      );
    }
    expect((await suppressions()).find((row) => row.email === 'full@example.net')).toMatchObject({
      reason: 'soft_bounces',
    });

    // A feedback loop posts to one fixed address; the reported mail's Return-Path names the row.
    const spam = sentTo('spam@example.net');
    await deliverReport(
      `bounce+feedback@${BOUNCE_DOMAIN}`,
      fixture('arf-complaint.eml', {
        FEEDBACK_ADDRESS: `bounce+feedback@${BOUNCE_DOMAIN}`,
        BOUNCE_ADDRESS: spam.mailFrom,
        RECIPIENT: 'spam@example.net',
        MESSAGE_ID: spam.messageId,
        SERIAL: '1',
      }),
    );
    expect((await suppressions()).find((row) => row.email === 'spam@example.net')).toMatchObject({
      reason: 'complaint',
    });
    const [alert] = await queryRows<{ status: string }>(
      database.db,
      sql`SELECT status FROM alerts WHERE email = 'spam@example.net'`,
    );
    expect(alert.status).toBe('unsubscribed');
    const webhooks = await queryRows<{ event_type: string; email: string }>(
      database.db,
      sql`SELECT event_type, payload->'data'->'lead'->>'email' AS email FROM webhook_deliveries`,
    );
    expect(webhooks).toEqual([{ event_type: 'lead.unsubscribed', email: 'spam@example.net' }]);
    // ...and it reaches the partner's endpoint over HTTP.
    await processWebhookBatch({
      db: database.db,
      logger: silentLogger(),
      allowPrivate: true,
      clock: () => now,
    });
    expect(hooksReceived).toHaveLength(1);
    expect(JSON.parse(hooksReceived[0])).toMatchObject({
      type: 'lead.unsubscribed',
      data: { lead: { email: 'spam@example.net' } },
    });
  });

  it('does not send the next alert to a suppressed address: the row is marked suppressed', async () => {
    await publishAndSend(6.9);
    const report = await publishAndSend(6.3);
    // fine@ gets it; gone@ and full@ are suppressed; spam@ unsubscribed, so no row at all.
    expect(report).toMatchObject({ sent: 1, suppressed: 2 });
    expect(outgoing.map((mail) => mail.to)).toEqual(['fine@example.net']);
    const rows = await queryRows<{ status: string; last_error: string }>(
      database.db,
      sql`SELECT o.status, o.last_error FROM mail_outbox o JOIN alerts a ON a.id = o.alert_id
           WHERE a.email = 'gone@example.net' ORDER BY o.id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({ status: 'suppressed' });
    expect(rows[0].last_error).toContain('550 5.1.1 user unknown');
  });

  it('shows the status and why on the account and in the partner’s lead list; metrics count it', async () => {
    const account = await testApp.app.request('/api/app/account', {
      headers: await sessionOf('gone@example.net'),
    });
    expect(account.status).toBe(200);
    expect(((await account.json()) as { mailSuppression: unknown }).mailSuppression).toMatchObject({
      reason: 'hard_bounce',
      detail: '550 5.1.1 user unknown',
    });
    const leads = await testApp.app.request('/api/partner/leads', { headers: partner.authorization });
    const byEmail = new Map(
      (
        (await leads.json()) as { leads: { email: string; mailSuppression: { reason: string } | null }[] }
      ).leads.map((lead) => [lead.email, lead.mailSuppression?.reason ?? null]),
    );
    expect(Object.fromEntries(byEmail)).toEqual({
      'gone@example.net': 'hard_bounce',
      'full@example.net': 'soft_bounces',
      'spam@example.net': 'complaint',
    });
    const metrics = await testApp.app.request('/api/metrics', {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await metrics.text();
    expect(text).toContain('mrn_mail_bounce_reports{kind="hard_bounce"} 1');
    expect(text).toContain('mrn_mail_bounce_reports{kind="soft_bounce"} 3');
    expect(text).toContain('mrn_mail_bounce_reports{kind="complaint"} 1');
    expect(text).toContain('mrn_mail_bounce_reports_ignored{reason="forged_token"} 1');
    expect(text).toContain('mrn_mail_suppressed_addresses{reason="complaint"} 1');
  });

  it('lifts a bounce when the person signs in again, but a complaint only when they ask', async () => {
    for (const email of ['gone@example.net', 'spam@example.net']) {
      const challengeId = await issueChallenge(database.db, { purpose: 'sign_in', email, now });
      const token = challengeLinkToken(testApp.config.SECRET, challengeId);
      expect(await redeemLinkToken(database.db, testApp.config.SECRET, token, 'sign_in', now)).toBeDefined();
    }
    const remaining = (await suppressions()).map((row) => row.email);
    expect(remaining).not.toContain('gone@example.net');
    expect(remaining).toContain('spam@example.net');

    const lifted = await testApp.app.request('/api/app/account/mail-suppression/lift', {
      method: 'POST',
      headers: { ...(await sessionOf('spam@example.net')), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(lifted.status).toBe(200);
    expect(await lifted.json()).toMatchObject({ lifted: true });
    expect((await suppressions()).map((row) => row.email)).not.toContain('spam@example.net');
  });

  describe('when the database is down', () => {
    it('answers 451 so the sending server keeps the report and retries', async () => {
      const broken = await createTestDatabase(driver);
      const down = await startBounceListener({
        db: broken.db,
        logger: silentLogger(),
        secret: testApp.config.SECRET,
        bounceDomain: BOUNCE_DOMAIN,
        port: 0,
        host: '127.0.0.1',
      });
      await broken.close();
      const gone = sentTo('gone@example.net');
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port: down.port, ignoreTLS: true });
      try {
        await expect(
          transport.sendMail({
            envelope: { from: '', to: [gone.mailFrom] },
            raw: fixture('postfix-hard-bounce.eml', {
              BOUNCE_ADDRESS: gone.mailFrom,
              RECIPIENT: 'gone@example.net',
              MESSAGE_ID: gone.messageId,
            }),
          }),
        ).rejects.toMatchObject({ responseCode: 451 });
      } finally {
        transport.close();
        await down.close();
      }
    });
  });
});
