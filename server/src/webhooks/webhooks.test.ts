import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createFormSchema,
  type SavedWebhookEndpoint,
  type WebhookDeliveryList,
  type WebhookEvent,
} from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishThirtyYearRates } from '../../test/support/publish-rates.ts';
import {
  createTestApp,
  createTestPartner,
  errorBody,
  postJson,
  type TestApp,
} from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { testOutboxDeps } from '../../test/support/test-outbox.ts';
import { confirmAlert } from '../alerts/confirm-alert.ts';
import { expandAllFanOuts } from '../alerts/expand-fanout.ts';
import { unsubscribeAlert } from '../alerts/unsubscribe-alert.ts';
import { queryRows } from '../db/client.ts';
import { createForm } from '../forms/form-store.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender } from '../mail/mail-sender.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';
import { isForbiddenAddress } from './address-guard.ts';
import { processWebhookBatch } from './webhook-worker.ts';

type Partner = Awaited<ReturnType<typeof createTestPartner>>;

/** The verification example of docs/partners.md, run exactly as partners copy it. */
function documentedVerifier(): (secret: string, header: string, rawBody: string) => boolean {
  const partnerDocs = readFileSync(new URL('../../../docs/partners.md', import.meta.url), 'utf8');
  const match = partnerDocs.match(/<!-- webhook-signature-example[^>]*-->\n```js\n([\s\S]*?)```/);
  if (!match) throw new Error('docs/partners.md has no webhook signature example');
  return new Function('require', `${match[1]}\nreturn verifyMrnSignature;`)(createRequire(import.meta.url));
}

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP receiver on 127.0.0.1 answering each request with the next status of `statuses` (then 204). */
async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses.shift() ?? 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const validLead = {
  name: 'Jamie Buyer',
  email: 'jamie@example.com',
  phone: '(555) 123-4567',
  rateType: '30y',
  targetRate: 5.875,
  direction: 'below',
  consent: true,
  pageUrl: 'https://partner.example/rates',
};

describe('isForbiddenAddress', () => {
  it('refuses private, loopback, link-local, unique-local, CGNAT and unspecified addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      // IPv4-translated (SIIT, ::ffff:0:0/96), dotted or hex, whatever the IPv4 address
      '::ffff:0:7f00:1',
      '::ffff:0:127.0.0.1',
      '::ffff:0:a00:1',
      '::ffff:0:808:808',
      '0:0:0:0:ffff:0:7f00:1',
      // NAT64 local-use prefix (RFC 8215): the translator is on the partner's side of nothing we know
      '64:ff9b:1::a00:1',
      '64:ff9b:1:ffff::808:808',
      // 6to4 onto private and loopback IPv4
      '2002:7f00:1::1',
      '2002:c0a8:101::1',
      '2002:a9fe:a9fe::',
      // Teredo (2001::/32) tunnels to an IPv4 address and server of its own choosing
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001::1',
      // discard-only and benchmarking
      '100::1',
      '2001:2::1',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
      '2001:4860:4860::8888',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });
});

forEachDatabase((driver) => {
  let database: TestDatabase;
  let open: TestApp;
  let strict: TestApp;
  let alice: Partner;
  let bob: Partner;
  const logger = silentLogger();

  function send(app: TestApp, headers: Record<string, string>, method: string, url: string, body?: unknown) {
    return app.app.request(url, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function register(partner: Partner, url: string, events: string[]): Promise<SavedWebhookEndpoint> {
    const response = await send(open, partner.authorization, 'PUT', '/api/partner/webhook', { url, events });
    expect([200, 201]).toContain(response.status);
    return (await response.json()) as SavedWebhookEndpoint;
  }

  async function deliveries(partner: Partner) {
    const response = await send(open, partner.authorization, 'GET', '/api/partner/webhook/deliveries');
    expect(response.status).toBe(200);
    return ((await response.json()) as WebhookDeliveryList).deliveries;
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    open = createTestApp(database, { environment: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
    strict = createTestApp(database);
    alice = await createTestPartner(database, 'Alice');
    bob = await createTestPartner(database, 'Bob');
    await createForm(
      database.db,
      alice.partnerId,
      createFormSchema.parse({ businessName: 'Alice Lending' }),
      'alice-form',
    );
  });
  afterAll(() => database.close());

  it('delivers lead.created and lead.confirmed with a signature the documented example verifies', async () => {
    const receiver = await startReceiver();
    try {
      const saved = await register(alice, receiver.url, ['lead.created', 'lead.confirmed']);
      expect(saved.secret).toMatch(/^whsec_/);
      expect(saved.endpoint).toMatchObject({ url: receiver.url, status: 'active' });

      const created = await postJson(open.app, '/api/forms/alice-form/leads', validLead);
      expect(created.status).toBe(201);
      const { leadId } = (await created.json()) as { leadId: string };
      expect(await processWebhookBatch({ db: database.db, logger, allowPrivate: true })).toMatchObject({
        delivered: 1,
      });
      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received;
      const verify = documentedVerifier();
      expect(verify(saved.secret ?? '', String(request.headers['mrn-signature']), request.body)).toBe(true);
      expect(verify('whsec_wrong', String(request.headers['mrn-signature']), request.body)).toBe(false);
      expect(verify(saved.secret ?? '', String(request.headers['mrn-signature']), `${request.body} `)).toBe(
        false,
      );
      const event = JSON.parse(request.body) as WebhookEvent;
      expect(event).toMatchObject({
        type: 'lead.created',
        data: { lead: { id: leadId, status: 'pending_confirmation' } },
      });
      expect(request.headers['mrn-event-id']).toBe(event.id);

      const [lead] = await queryRows<{ alert_id: string }>(
        database.db,
        sql`SELECT alert_id FROM leads WHERE id = ${leadId}::uuid`,
      );
      expect(await confirmAlert(database.db, lead.alert_id, new Date())).toBe('confirmed');
      // Not subscribed to lead.unsubscribed: nothing queued for it.
      expect(await unsubscribeAlert(database.db, lead.alert_id, new Date())).toBe('unsubscribed');
      await processWebhookBatch({ db: database.db, logger, allowPrivate: true });
      expect(receiver.received).toHaveLength(2);
      const confirmed = JSON.parse(receiver.received[1].body) as WebhookEvent;
      expect(confirmed).toMatchObject({
        type: 'lead.confirmed',
        data: { lead: { id: leadId, status: 'confirmed' } },
      });
      expect(
        verify(
          saved.secret ?? '',
          String(receiver.received[1].headers['mrn-signature']),
          receiver.received[1].body,
        ),
      ).toBe(true);

      const log = await deliveries(alice);
      expect(log.map((delivery) => [delivery.eventType, delivery.status, delivery.lastStatusCode])).toEqual([
        ['lead.confirmed', 'delivered', 204],
        ['lead.created', 'delivered', 204],
      ]);
    } finally {
      await receiver.close();
    }
  });

  it("queues alert.sent when a lead's rate alert mail goes out, and nothing for an alert without a lead", async () => {
    const receiver = await startReceiver();
    const sender = createMailSender({
      mailDirectory: mkdtempSync(path.join(tmpdir(), 'mrn-webhook-mail-')),
      logger,
    });
    try {
      await register(alice, receiver.url, ['alert.sent']);
      const created = await postJson(open.app, '/api/forms/alice-form/leads', {
        ...validLead,
        email: 'alert-sent@example.com',
        targetRate: 6.5,
      });
      expect(created.status).toBe(201);
      const { leadId } = (await created.json()) as { leadId: string };
      const [lead] = await queryRows<{ alert_id: string }>(
        database.db,
        sql`SELECT alert_id FROM leads WHERE id = ${leadId}::uuid`,
      );
      expect(await confirmAlert(database.db, lead.alert_id, new Date())).toBe('confirmed');
      // A homebuyer's own alert on the same series, which no lead stands behind.
      await database.db.execute(
        sql`INSERT INTO alerts (email, rate_type, series_id, threshold, direction, status, confirmed_at)
            VALUES ('own-alert@example.com', '30y', 'OBMMIC30YF', 6.5, 'below', 'active', now())`,
      );
      await publishThirtyYearRates(
        database.db,
        { date: '2025-09-01', value: 6.6 },
        { date: '2025-09-02', value: 6.4 },
      );
      await expandAllFanOuts(database.db);
      await drainOutbox(testOutboxDeps(database, open, sender));
      const alertMails = await queryRows<{ sent_to: string }>(
        database.db,
        sql`SELECT sent_to FROM mail_outbox WHERE kind = 'rate_alert' AND status = 'sent' ORDER BY sent_to`,
      );
      expect(alertMails.map((mail) => mail.sent_to)).toEqual([
        'alert-sent@example.com',
        'own-alert@example.com',
      ]);

      await processWebhookBatch({ db: database.db, logger, allowPrivate: true });
      expect(receiver.received.map((request) => JSON.parse(request.body) as WebhookEvent)).toEqual([
        expect.objectContaining({
          type: 'alert.sent',
          data: { lead: expect.objectContaining({ id: leadId, status: 'alert_sent' }) },
        }),
      ]);
    } finally {
      sender.close();
      await receiver.close();
    }
  });

  it('retries after the receiver fails twice, then delivers; replacing keeps the secret', async () => {
    const receiver = await startReceiver([500, 503]);
    try {
      const replaced = await register(alice, receiver.url, ['lead.created']);
      expect(replaced.secret).toBeNull();
      let now = new Date('2030-01-01T12:00:00Z');
      const clock = () => now;
      const deps = { db: database.db, logger, allowPrivate: true, clock };
      const queued = await send(open, alice.authorization, 'POST', '/api/partner/webhook/test');
      expect(queued.status).toBe(202);
      const { eventId } = (await queued.json()) as { eventId: string };
      await database.db.execute(
        sql`UPDATE webhook_deliveries SET created_at = ${now.toISOString()}::timestamptz,
                   next_attempt_at = ${now.toISOString()}::timestamptz WHERE event_id = ${eventId}::uuid`,
      );

      expect(await processWebhookBatch(deps)).toMatchObject({ claimed: 1, retried: 1 });
      expect(await processWebhookBatch(deps)).toMatchObject({ claimed: 0 });
      now = new Date(now.getTime() + 3600_000);
      expect(await processWebhookBatch(deps)).toMatchObject({ claimed: 1, retried: 1 });
      let [delivery] = await deliveries(alice);
      expect(delivery).toMatchObject({ eventId, status: 'pending', attempts: 2, lastStatusCode: 503 });
      now = new Date(now.getTime() + 3600_000);
      expect(await processWebhookBatch(deps)).toMatchObject({ claimed: 1, delivered: 1 });
      [delivery] = await deliveries(alice);
      expect(delivery).toMatchObject({
        eventId,
        eventType: 'ping',
        status: 'delivered',
        attempts: 3,
        lastStatusCode: 204,
      });
      expect(receiver.received).toHaveLength(3);
      expect(new Set(receiver.received.map((request) => request.body)).size).toBe(1);
    } finally {
      await receiver.close();
    }
  });

  it('gives up a delivery after 24 hours; fewer than 20 failed attempts in that day disable nothing', async () => {
    const receiver = await startReceiver(Array(50).fill(500));
    try {
      await register(bob, receiver.url, ['lead.created']);
      let now = new Date('2031-01-01T00:00:00Z');
      const deps = { db: database.db, logger, allowPrivate: true, clock: () => now };
      const queued = await send(open, bob.authorization, 'POST', '/api/partner/webhook/test');
      const { eventId } = (await queued.json()) as { eventId: string };
      await database.db.execute(
        sql`UPDATE webhook_deliveries SET created_at = ${now.toISOString()}::timestamptz,
                   next_attempt_at = ${now.toISOString()}::timestamptz WHERE event_id = ${eventId}::uuid`,
      );
      let report = await processWebhookBatch(deps);
      while (report.failed === 0) {
        now = new Date(now.getTime() + 3 * 3600_000);
        report = await processWebhookBatch(deps);
        expect(report.claimed).toBe(1);
      }
      expect(report.disabled).toBe(0);
      const [delivery] = await deliveries(bob);
      expect(delivery).toMatchObject({ status: 'failed', lastStatusCode: 500 });
      expect(delivery.attempts).toBeLessThan(20);
      const shown = await send(open, bob.authorization, 'GET', '/api/partner/webhook');
      expect(((await shown.json()) as SavedWebhookEndpoint).endpoint).toMatchObject({
        status: 'active',
        consecutiveFailures: delivery.attempts,
        failingSince: '2031-01-01T00:00:00.000Z',
      });
    } finally {
      await receiver.close();
      await send(open, bob.authorization, 'DELETE', '/api/partner/webhook');
    }
  });

  it('disables an endpoint only once every attempt failed for 24 hours (20 at least), says since when; PUT enables it', async () => {
    const receiver = await startReceiver(Array(2000).fill(500));
    try {
      await register(bob, receiver.url, ['lead.created']);
      const start = new Date('2032-03-01T00:00:00Z');
      let now = start;
      const deps = { db: database.db, logger, allowPrivate: true, clock: () => now };
      const endpoint = async () =>
        (
          (await (
            await send(open, bob.authorization, 'GET', '/api/partner/webhook')
          ).json()) as SavedWebhookEndpoint
        ).endpoint;
      const due = async () => {
        let total = { claimed: 0, disabled: 0 };
        for (;;) {
          const report = await processWebhookBatch(deps);
          total = { claimed: total.claimed + report.claimed, disabled: total.disabled + report.disabled };
          if (report.claimed === 0) return total;
        }
      };
      for (let event = 0; event < 25; event += 1) {
        const queued = await send(open, bob.authorization, 'POST', '/api/partner/webhook/test');
        expect(queued.status).toBe(202);
      }
      await database.db.execute(
        sql`UPDATE webhook_deliveries SET created_at = ${start.toISOString()}::timestamptz,
                   next_attempt_at = ${start.toISOString()}::timestamptz
             WHERE endpoint_id = (SELECT id FROM webhook_endpoints WHERE partner_id = ${bob.partnerId}::uuid)`,
      );
      // A burst: 25 failures within minutes. The old rule (20 in a row) disabled the endpoint here.
      expect(await due()).toEqual({ claimed: 25, disabled: 0 });
      now = new Date(start.getTime() + 5 * 60_000);
      await due();
      expect(await endpoint()).toMatchObject({
        status: 'active',
        failingSince: start.toISOString(),
        disabledAt: null,
      });
      expect((await endpoint()).consecutiveFailures).toBeGreaterThanOrEqual(50);
      // Every hour for a day, every attempt fails: still on until 24 hours have passed.
      for (let hour = 1; hour < 24; hour += 1) {
        now = new Date(start.getTime() + hour * 3600_000);
        expect((await due()).disabled).toBe(0);
      }
      expect((await endpoint()).status).toBe('active');
      now = new Date(start.getTime() + 24 * 3600_000);
      expect((await due()).disabled).toBe(1);
      const disabled = await endpoint();
      expect(disabled).toMatchObject({
        status: 'disabled',
        failingSince: start.toISOString(),
        disabledAt: now.toISOString(),
        disabledReason: expect.stringMatching(/HTTP 500/),
      });
      const mails = await queryRows<{ kind: string }>(
        database.db,
        sql`SELECT kind FROM mail_outbox WHERE webhook_endpoint_id = ${disabled.id}::uuid`,
      );
      expect(mails.map((mail) => mail.kind)).toEqual(['webhook_disabled']);
      expect((await send(open, bob.authorization, 'POST', '/api/partner/webhook/test')).status).toBe(409);
      const enabled = await register(bob, receiver.url, ['lead.created']);
      expect(enabled.endpoint).toMatchObject({
        status: 'active',
        consecutiveFailures: 0,
        failingSince: null,
        disabledAt: null,
        disabledReason: null,
      });
    } finally {
      await receiver.close();
      await send(open, bob.authorization, 'DELETE', '/api/partner/webhook');
    }
  });

  it('a delivery that succeeds starts the 24 hours again', async () => {
    // Fails 30 times, succeeds once, then fails on.
    const receiver = await startReceiver([...Array(30).fill(500), 204, ...Array(2000).fill(500)]);
    try {
      await register(bob, receiver.url, ['lead.created']);
      const start = new Date('2033-05-01T00:00:00Z');
      let now = start;
      const deps = { db: database.db, logger, allowPrivate: true, clock: () => now, batchSize: 1 };
      for (let event = 0; event < 40; event += 1) {
        await send(open, bob.authorization, 'POST', '/api/partner/webhook/test');
      }
      await database.db.execute(
        sql`UPDATE webhook_deliveries SET created_at = ${start.toISOString()}::timestamptz,
                   next_attempt_at = ${start.toISOString()}::timestamptz
             WHERE endpoint_id = (SELECT id FROM webhook_endpoints WHERE partner_id = ${bob.partnerId}::uuid)`,
      );
      for (let attempt = 0; attempt < 31; attempt += 1) await processWebhookBatch(deps);
      const afterSuccess = (await (
        await send(open, bob.authorization, 'GET', '/api/partner/webhook')
      ).json()) as SavedWebhookEndpoint;
      expect(afterSuccess.endpoint).toMatchObject({ consecutiveFailures: 0, failingSince: null });
      now = new Date(start.getTime() + 3600_000);
      for (let attempt = 0; attempt < 9; attempt += 1) await processWebhookBatch(deps);
      const failingAgain = (await (
        await send(open, bob.authorization, 'GET', '/api/partner/webhook')
      ).json()) as SavedWebhookEndpoint;
      expect(failingAgain.endpoint).toMatchObject({ status: 'active', failingSince: now.toISOString() });
    } finally {
      await receiver.close();
      await send(open, bob.authorization, 'DELETE', '/api/partner/webhook');
    }
  });

  it('refuses private and local destinations at registration unless WEBHOOKS_ALLOW_PRIVATE is set', async () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fc00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:0:7f00:1]/hook',
      'https://[::ffff:0:a9fe:a9fe]/latest/meta-data',
      'https://[64:ff9b:1::a00:1]/hook',
      'https://[2002:7f00:1::1]/hook',
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
      'https://localhost/hook',
      'http://93.184.216.34/hook',
    ]) {
      const response = await send(strict, bob.authorization, 'PUT', '/api/partner/webhook', {
        url,
        events: ['lead.created'],
      });
      expect(response.status, url).toBe(422);
      expect((await errorBody(response)).fields?.url, url).toBeTruthy();
    }
    expect((await send(strict, bob.authorization, 'GET', '/api/partner/webhook')).status).toBe(204);
  });

  it('refuses at delivery a name that resolves to a private address', async () => {
    const carol = await createTestPartner(database, 'Carol');
    await database.db.execute(
      sql`INSERT INTO webhook_endpoints (partner_id, url, secret, events)
          VALUES (${carol.partnerId}::uuid, 'https://hooks.example.com/x', 'whsec_x', '{lead.created}')`,
    );
    const queued = await send(strict, carol.authorization, 'POST', '/api/partner/webhook/test');
    expect(queued.status).toBe(202);
    const report = await processWebhookBatch({
      db: database.db,
      logger,
      allowPrivate: false,
      lookup: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    });
    expect(report).toMatchObject({ claimed: 1, retried: 1 });
    const [delivery] = await deliveries(carol);
    expect(delivery.lastError).toMatch(/private or local/);
    await database.db.execute(sql`DELETE FROM webhook_endpoints WHERE partner_id = ${carol.partnerId}::uuid`);
  });

  describe('DNS pinning: a delivery connects to the address it checked', () => {
    /** An endpoint of a fresh partner at `url`, with one test event queued. */
    async function endpointAt(url: string) {
      const dave = await createTestPartner(database, 'Dave');
      await database.db.execute(
        sql`INSERT INTO webhook_endpoints (partner_id, url, secret, events)
            VALUES (${dave.partnerId}::uuid, ${url}, 'whsec_x', '{lead.created}')`,
      );
      expect((await send(open, dave.authorization, 'POST', '/api/partner/webhook/test')).status).toBe(202);
      return dave;
    }

    it('refuses a name resolving to 127.0.0.1 at delivery when WEBHOOKS_ALLOW_PRIVATE is off', async () => {
      const receiver = await startReceiver();
      try {
        const port = new URL(receiver.url).port;
        const dave = await endpointAt(`https://hooks.example.test:${port}/hook`);
        const report = await processWebhookBatch({
          db: database.db,
          logger,
          allowPrivate: false,
          lookup: async () => [{ address: '127.0.0.1', family: 4 }],
        });
        expect(report).toMatchObject({ claimed: 1, retried: 1, delivered: 0 });
        expect((await deliveries(dave))[0].lastError).toMatch(/private or local/);
        expect(receiver.received).toHaveLength(0);
        await database.db.execute(
          sql`DELETE FROM webhook_endpoints WHERE partner_id = ${dave.partnerId}::uuid`,
        );

        // `localhost` itself is refused by name, before any lookup.
        const erin = await endpointAt(`https://localhost:${port}/hook`);
        let looked = false;
        await processWebhookBatch({
          db: database.db,
          logger,
          allowPrivate: false,
          lookup: async () => {
            looked = true;
            return [];
          },
        });
        expect(looked).toBe(false);
        expect((await deliveries(erin))[0].lastError).toMatch(/private or local/);
        await database.db.execute(
          sql`DELETE FROM webhook_endpoints WHERE partner_id = ${erin.partnerId}::uuid`,
        );
      } finally {
        await receiver.close();
      }
    });

    it('with WEBHOOKS_ALLOW_PRIVATE on, delivers to the one resolved address, keeping the host name', async () => {
      const receiver = await startReceiver();
      try {
        const port = new URL(receiver.url).port;
        // hooks.example.test exists in no DNS: reaching the receiver proves the connection used the
        // address the (single) lookup returned, not a second resolution.
        const frank = await endpointAt(`http://hooks.example.test:${port}/hook`);
        const lookups: string[] = [];
        const report = await processWebhookBatch({
          db: database.db,
          logger,
          allowPrivate: true,
          lookup: async (host) => {
            lookups.push(host);
            return [{ address: '127.0.0.1', family: 4 }];
          },
        });
        expect(report).toMatchObject({ claimed: 1, delivered: 1 });
        expect(lookups).toEqual(['hooks.example.test']);
        expect(receiver.received).toHaveLength(1);
        expect(receiver.received[0].headers.host).toBe(`hooks.example.test:${port}`);
        expect((await deliveries(frank))[0]).toMatchObject({ status: 'delivered', lastStatusCode: 204 });
        await database.db.execute(
          sql`DELETE FROM webhook_endpoints WHERE partner_id = ${frank.partnerId}::uuid`,
        );

        // And `localhost` with the system resolver, as local development uses it.
        const gina = await endpointAt(`http://localhost:${port}/hook`);
        expect(await processWebhookBatch({ db: database.db, logger, allowPrivate: true })).toMatchObject({
          delivered: 1,
        });
        expect(receiver.received).toHaveLength(2);
        await database.db.execute(
          sql`DELETE FROM webhook_endpoints WHERE partner_id = ${gina.partnerId}::uuid`,
        );
      } finally {
        await receiver.close();
      }
    });
  });

  it('another partner cannot read, test or delete your endpoint (none to see: 204, or 404)', async () => {
    expect((await send(open, alice.authorization, 'GET', '/api/partner/webhook')).status).toBe(200);
    const shownToBob = await send(open, bob.authorization, 'GET', '/api/partner/webhook');
    expect(shownToBob.status).toBe(204);
    expect(await shownToBob.text()).toBe('');
    for (const [method, url] of [
      ['GET', '/api/partner/webhook/deliveries'],
      ['POST', '/api/partner/webhook/test'],
      ['DELETE', '/api/partner/webhook'],
    ] as const) {
      expect((await send(open, bob.authorization, method, url)).status, `${method} ${url}`).toBe(404);
    }
    expect((await send(open, alice.authorization, 'GET', '/api/partner/webhook')).status).toBe(200);
    expect((await send(open, alice.authorization, 'DELETE', '/api/partner/webhook')).status).toBe(204);
    expect((await send(open, alice.authorization, 'GET', '/api/partner/webhook')).status).toBe(204);
  });

  it('rejects unknown keys and events (strict schema)', async () => {
    const response = await send(open, alice.authorization, 'PUT', '/api/partner/webhook', {
      url: 'https://hooks.example.com/x',
      events: ['lead.deleted'],
      extra: true,
    });
    expect(response.status).toBe(422);
  });
});
