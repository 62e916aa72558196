import { randomBytes } from 'node:crypto';
import { createFormSchema } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { createTestApp, createTestPartner, postJson, type TestApp } from '../../test/support/test-app.ts';
import { forEachDatabase, itOnPostgres, type TestDatabase } from '../../test/support/test-database.ts';
import { connectDatabase, type DatabaseDriver, queryRows } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createForm } from '../forms/form-store.ts';
import type { AppDeps } from '../http/app-deps.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender } from '../mail/mail-sender.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { startOutboxLoop } from '../outbox/outbox-worker.ts';

/**
 * Two web nodes on one database, as behind a load balancer. On PostgreSQL each node has its own
 * connection pool (what two processes have); PGlite is one process, so there both share its handle
 * and the test shows the same code holds there. Shared state must live in the database: rate limits,
 * the active-form cache's invalidation, the outbox's claims.
 */
interface TwoNodes {
  first: TestDatabase;
  second: TestDatabase;
  close(): Promise<void>;
}

async function openTwoNodes(driver: DatabaseDriver): Promise<TwoNodes> {
  if (driver === 'pglite') {
    const handle = await connectDatabase({ driver: 'pglite' });
    await runMigrations(handle);
    const node: TestDatabase = { driver, handle, db: handle.db, close: () => handle.close() };
    return { first: node, second: node, close: () => handle.close() };
  }
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schemaName = `nodes_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schemaName}"`);
  const open = async (): Promise<TestDatabase> => {
    const handle = await connectDatabase({ driver: 'postgres', url, schemaName, poolSize: 4 });
    return { driver, handle, db: handle.db, close: () => handle.close() };
  };
  const first = await open();
  await runMigrations(first.handle);
  const second = await open();
  return {
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await admin.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      await admin.end();
    },
  };
}

const lead = (email: string) => ({
  name: 'Pat Buyer',
  email,
  rateType: '30y',
  targetRate: 5.5,
  direction: 'below',
  consent: true,
});

forEachDatabase((driver) => {
  let nodes: TwoNodes;
  let partner: Awaited<ReturnType<typeof createTestPartner>>;
  let now = Date.parse('2026-03-03T09:00:00Z');
  const clock = () => new Date(now);
  const twoApps = (options: Partial<Omit<AppDeps, 'db' | 'config' | 'logger'>> = {}): [TestApp, TestApp] => [
    createTestApp(nodes.first, { clock, environment: { TRUST_PROXY: 'true' }, ...options }),
    createTestApp(nodes.second, { clock, environment: { TRUST_PROXY: 'true' }, ...options }),
  ];

  beforeAll(async () => {
    nodes = await openTwoNodes(driver);
    partner = await createTestPartner(nodes.first);
    for (const id of ['limited', 'shared', 'mailed']) {
      await createForm(nodes.first.db, partner.partnerId, createFormSchema.parse({ businessName: id }), id);
    }
  });
  afterAll(() => nodes?.close());

  it('holds the per-IP and per-form limits across both nodes, not once per node', async () => {
    const [a, b] = twoApps({
      rateLimits: {
        perIp: { limit: 4, windowMs: 60_000 },
        perForm: { limit: 3, windowMs: 60_000 },
      },
    });
    const subscribe = (node: TestApp, index: number) =>
      postJson(
        node.app,
        '/api/newsletter/subscribe',
        { email: `reader-${index}@example.com` },
        { 'X-Forwarded-For': '203.0.113.50' },
      );
    const perIp = [];
    for (let index = 0; index < 6; index += 1) perIp.push((await subscribe(index % 2 ? b : a, index)).status);
    expect(perIp).toEqual([201, 201, 201, 201, 429, 429]);

    const submit = (node: TestApp, index: number) =>
      postJson(node.app, '/api/forms/limited/leads', lead(`buyer-${index}@example.com`), {
        'X-Forwarded-For': `198.51.100.${index + 1}`,
      });
    const perForm = [];
    for (let index = 0; index < 5; index += 1) perForm.push(await submit(index % 2 ? b : a, index));
    expect(perForm.map((response) => response.status)).toEqual([201, 201, 201, 429, 429]);
    expect(perForm[4].headers.get('retry-after')).toBe('60');

    // The window ends for both nodes at once.
    now += 60_000;
    expect((await subscribe(b, 6)).status).toBe(201);
  });

  it('stops a form disabled through one node on the other within 2 seconds', async () => {
    const [a, b] = twoApps();
    const load = (node: TestApp) => node.app.request('/api/forms/shared');
    // Warm both caches (the second load also takes each node's first look at the form version).
    for (const node of [a, b])
      for (let round = 0; round < 2; round += 1) expect((await load(node)).status).toBe(200);

    const disabled = await a.app.request('/api/partner/forms/shared', {
      method: 'DELETE',
      headers: partner.authorization,
    });
    expect(disabled.status).toBe(200);
    expect((await load(a)).status).toBe(404);
    // Node B has not looked at the version since: it still serves its cached copy, so the cache is real.
    expect((await load(b)).status).toBe(200);

    now += 2_000;
    expect((await load(b)).status).toBe(404);
    expect((await postJson(b.app, '/api/forms/shared/leads', lead('late@example.com'))).status).toBe(404);
    expect((await load(a)).status).toBe(404);
  });

  itOnPostgres(driver)(
    'two outbox workers on the two nodes send every queued mail exactly once',
    async () => {
      const received = new Map<string, number>();
      const smtp: SmtpSink = await startSmtpSink({
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              const id = mail.messageId ?? '';
              received.set(id, (received.get(id) ?? 0) + 1);
              callback();
            })
            .catch(callback);
        },
      });
      // Real time here: the workers' leases and backoff run on the system clock.
      const [a, b] = [createTestApp(nodes.first), createTestApp(nodes.second)];
      const settings = mailSettingsFromConfig(a.config);
      const workers = [nodes.first, nodes.second].map((node) => {
        const sender = createMailSender({ smtpUrl: smtp.url, mailDirectory: '', logger: silentLogger() });
        const loop = startOutboxLoop({
          composers: MAIL_KINDS,
          db: node.db,
          sender,
          settings,
          logger: silentLogger(),
          batchSize: 4,
          idleMs: 10,
        });
        return { sender, loop };
      });
      try {
        const statuses = await Promise.all(
          Array.from({ length: 30 }, (_, index) =>
            postJson(
              (index % 2 ? b : a).app,
              '/api/forms/mailed/leads',
              lead(`home-${index}@example.com`),
            ).then((response) => response.status),
          ),
        );
        expect(statuses.every((status) => status === 201)).toBe(true);

        const unsent = () =>
          queryRows<{ n: number }>(
            nodes.first.db,
            sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status NOT IN ('sent', 'cancelled')`,
          ).then(([row]) => row.n);
        for (let round = 0; round < 300 && (await unsent()) > 0; round += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(await unsent()).toBe(0);
      } finally {
        for (const worker of workers) {
          await worker.loop.stop();
          worker.sender.close();
        }
        await smtp.close();
      }
      const [{ sent }] = await queryRows<{ sent: number }>(
        nodes.first.db,
        sql`SELECT count(*)::int AS sent FROM mail_outbox WHERE status = 'sent'`,
      );
      // Each lead queues the buyer's confirmation and the partner's lead mail.
      expect(sent).toBeGreaterThanOrEqual(60);
      expect(received.size).toBe(sent);
      expect([...received.entries()].filter(([, times]) => times > 1)).toEqual([]);
    },
    60_000,
  );
});
