import { randomBytes } from 'node:crypto';
import { createFormSchema } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { createTestApp, createTestPartner, postJson, type TestApp } from '../../test/support/test-app.ts';
import type { TestDatabase } from '../../test/support/test-database.ts';
import { createForm } from '../forms/form-store.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { signToken } from '../mail/signed-token.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { drainOutbox, startOutboxLoop } from '../outbox/outbox-worker.ts';
import { connectDatabase, queryRows } from './client.ts';
import { isConnectionLost } from './connection-lost.ts';
import { runMigrations } from './migrate.ts';

/**
 * Failover, as PostgreSQL shows it to a client: every backend of this run is terminated again and again
 * (pg_terminate_backend, what a failover or restart does to open connections) while leads are posted,
 * confirmation and unsubscribe links are followed (transactions that hold one connection across several
 * queries) and the worker sends mail. The process must survive (an unhandled `error` event would fail
 * the run), each request must get its answer or a JSON 503, every 201'd lead must be stored, and every
 * outbox row must reach the relay exactly once. PostgreSQL only: PGlite has no connections to lose.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = postgresUrl ? describe : () => undefined;

const TERMINATE_EVERY_MS = 40;
/**
 * Storms of terminations (every TERMINATE_EVERY_MS) alternate with calm spells of the same length,
 * so on a loaded machine, where a lead takes longer than 40 ms, some requests still succeed between
 * storms and the test sees both outcomes.
 */
const STORM_MS = 400;

describe('what counts as a lost connection (503, not 500)', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it('knows the server closing the connection, network errors and the pool’s own words', () => {
    expect(isConnectionLost(pgError('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isConnectionLost(pgError('08006'))).toBe(true);
    expect(isConnectionLost(pgError('ECONNRESET'))).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    // drizzle wraps the driver's error as the cause of its own.
    expect(isConnectionLost(new Error('Failed query: select 1', { cause: pgError('57P01') }))).toBe(true);
  });
  it('leaves query faults alone: they are our bugs or bad input, not an outage', () => {
    expect(isConnectionLost(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isConnectionLost(pgError('22P02', 'invalid input syntax for type uuid'))).toBe(false);
    expect(isConnectionLost(new Error('Failed query', { cause: pgError('42P01') }))).toBe(false);
    expect(isConnectionLost('not an error')).toBe(false);
  });
});
const WORKLOAD_MS = 4_000;

describeOnPostgres('database connection loss', () => {
  const applicationName = `mrn_loss_${randomBytes(4).toString('hex')}`;
  const schemaName = `loss_${process.pid}_${randomBytes(4).toString('hex')}`;
  const received = new Map<string, number>();
  let database: TestDatabase;
  let subject: TestApp;
  let smtp: SmtpSink;
  let sender: MailSender;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schemaName}"`);
    const url = new URL(postgresUrl ?? '');
    url.searchParams.set('application_name', applicationName);
    const handle = await connectDatabase({ driver: 'postgres', url: url.href, schemaName, poolSize: 6 });
    await runMigrations(handle);
    database = { driver: 'postgres', handle, db: handle.db, close: () => handle.close() };
    subject = createTestApp(database);
    const partner = await createTestPartner(database);
    await createForm(
      database.db,
      partner.partnerId,
      createFormSchema.parse({ businessName: 'Steady Loans' }),
      'steady',
    );
    smtp = await startSmtpSink({
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
    sender = createMailSender({ smtpUrl: smtp.url, mailDirectory: '', logger: silentLogger() });
  });

  afterAll(async () => {
    sender?.close();
    await smtp?.close();
    await database?.close();
    await admin?.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
    await admin?.end();
  });

  it('keeps serving (answer or JSON 503), stores every 201’d lead and sends every mail exactly once', async () => {
    const settings = mailSettingsFromConfig(subject.config);
    // Short lease and backoff so the storm's retries are due again within the test.
    const worker = {
      db: database.db,
      sender,
      settings,
      composers: MAIL_KINDS,
      logger: silentLogger(),
      leaseMs: 1_500,
      batchSize: 10,
      maxAttempts: 1_000,
      backoff: { baseMs: 50, maxMs: 200 },
    };
    const loop = startOutboxLoop({ ...worker, idleMs: 20 });
    const stormsFrom = Date.now();
    const terminator = setInterval(() => {
      if (Math.floor((Date.now() - stormsFrom) / STORM_MS) % 2 === 1) return;
      admin
        .query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
          applicationName,
        ])
        .catch(() => {});
    }, TERMINATE_EVERY_MS);

    const acceptedLeads: string[] = [];
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const token = (purpose: 'confirm' | 'unsubscribe', alertId: string) =>
      signToken(subject.config.SECRET, { purpose, subject: alertId });
    const until = Date.now() + WORKLOAD_MS;

    async function visitor(index: number): Promise<void> {
      for (let round = 0; Date.now() < until; round += 1) {
        const lead = await postJson(subject.app, '/api/forms/steady/leads', {
          name: `Visitor ${index}-${round}`,
          email: `visitor-${index}-${round}@example.com`,
          rateType: '30y',
          targetRate: 5.5,
          direction: 'below',
          consent: true,
        });
        count(lead.status);
        if (lead.status === 503) {
          expect((await lead.json()).error.code).toBe('database_unavailable');
          continue;
        }
        expect(lead.status).toBe(201);
        const { leadId } = (await lead.json()) as { leadId: string };
        acceptedLeads.push(leadId);
        const [row] = await queryRows<{ alert_id: string }>(
          database.db,
          sql`SELECT alert_id FROM leads WHERE id = ${leadId}::uuid`,
        ).catch(() => []);
        if (!row) continue;
        for (const purpose of ['confirm', 'unsubscribe'] as const) {
          const link = await subject.app.request(
            `/api/alerts/${purpose}?token=${token(purpose, row.alert_id)}`,
            {
              method: 'POST',
            },
          );
          count(link.status);
          expect([200, 503]).toContain(link.status);
        }
      }
    }

    await Promise.all([0, 1, 2, 3].map(visitor));
    clearInterval(terminator);
    await loop.stop();

    expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    const stored = await queryRows<{ id: string }>(database.db, sql`SELECT id::text FROM leads`);
    for (const id of acceptedLeads) expect(stored.map((row) => row.id)).toContain(id);

    // Rows claimed by a round whose connection died wait for their lease; then everything goes.
    await new Promise((resolve) => setTimeout(resolve, worker.leaseMs + worker.backoff.maxMs * 1.2 + 100));
    await drainOutbox(worker);
    const outbox = await queryRows<{ id: string; status: string }>(
      database.db,
      sql`SELECT id::text, status FROM mail_outbox`,
    );
    expect(outbox.filter((row) => row.status !== 'sent' && row.status !== 'cancelled')).toEqual([]);
    const sent = outbox.filter((row) => row.status === 'sent').length;
    expect(received.size).toBe(sent);
    expect([...received.entries()].filter(([, times]) => times > 1)).toEqual([]);
  }, 60_000);
});
