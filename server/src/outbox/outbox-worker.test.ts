import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createAlert } from '../alerts/create-alert.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { drainOutbox, type OutboxWorkerDeps } from './outbox-worker.ts';

/** A real SMTP server that refuses some recipients: `bounce@` for good (550), `busy@` for now (451). */
let smtp: SmtpSink;
let smtpUrl: string;
let accepted: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink({
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce@')) {
        return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      }
      if (address.address.startsWith('busy@')) {
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      stream.on('end', () => {
        accepted.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
      stream.resume();
    },
  });
  smtpUrl = smtp.url;
});

afterAll(() => smtp.close());

forEachDatabase((driver) => {
  let database: TestDatabase;
  let sender: MailSender;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    sender = createMailSender({ smtpUrl, mailDirectory: '', logger: silentLogger() });
  });
  afterAll(async () => {
    sender.close();
    await database.close();
  });
  beforeEach(async () => {
    accepted = [];
    await database.db.execute(sql`TRUNCATE mail_outbox, alerts CASCADE`);
  });

  const start = new Date('2025-10-02T12:00:00Z');
  const worker = (now: Date, extra: Partial<OutboxWorkerDeps> = {}): OutboxWorkerDeps => ({
    db: database.db,
    sender,
    settings: {
      from: 'Mortgage Rate Notifier <alerts@example.com>',
      publicUrl: 'https://rates.example.com',
      appUrl: 'https://rates.example.com/app',
      postalAddress: '1 Test Lane',
      secret: 'outbox-test-secret-long',
    },
    composers: MAIL_KINDS,
    logger: silentLogger(),
    clock: () => now,
    maxAttempts: 3,
    ...extra,
  });
  const queue = (email: string) =>
    createAlert(database.db, { email, rateType: '30y', threshold: 6, direction: 'below' }, { now: start });
  const outbox = () =>
    queryRows<{ status: string; attempts: number; last_error: string | null; next_attempt_at: Date }>(
      database.db,
      sql`SELECT status, attempts, last_error, next_attempt_at FROM mail_outbox ORDER BY id`,
    );

  it('sends, and a second drain finds nothing to do', async () => {
    await queue('one@example.com');
    expect(await drainOutbox(worker(start))).toMatchObject({ claimed: 1, sent: 1 });
    expect(await drainOutbox(worker(start))).toMatchObject({ claimed: 0 });
    expect(accepted).toEqual(['one@example.com']);
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('retries a temporary refusal with exponential backoff, then gives up after N attempts with the reason', async () => {
    await queue('busy@example.com');
    expect(await drainOutbox(worker(start))).toMatchObject({ retried: 1 });
    const [first] = await outbox();
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringContaining('Try again later'),
    });
    const firstDelay = new Date(first.next_attempt_at).getTime() - start.getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(30_000);
    expect(firstDelay).toBeLessThanOrEqual(36_000);

    // Not due yet: nothing happens.
    expect(await drainOutbox(worker(new Date(start.getTime() + 10_000)))).toMatchObject({ claimed: 0 });

    const second = new Date(start.getTime() + 40_000);
    expect(await drainOutbox(worker(second))).toMatchObject({ retried: 1 });
    const [afterSecond] = await outbox();
    const secondDelay = new Date(afterSecond.next_attempt_at).getTime() - second.getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(60_000);

    expect(await drainOutbox(worker(new Date(start.getTime() + 3_600_000)))).toMatchObject({ failed: 1 });
    const [last] = await outbox();
    expect(last.status).toBe('failed');
    expect(last.attempts).toBe(3);
    expect(last.last_error).toMatch(/^gave up after 3 attempts: .*Try again later/);
    expect(accepted).toEqual([]);
  });

  it('gives up at once on a permanent refusal (5xx)', async () => {
    await queue('bounce@example.com');
    expect(await drainOutbox(worker(start))).toMatchObject({ failed: 1 });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/^refused: .*No such mailbox/);
  });

  it('takes over a claim whose worker died (lease expired) and sends it once', async () => {
    await queue('orphan@example.com');
    // A worker claimed the row and vanished: status sending, lease until start + 1 minute.
    await database.db.execute(
      sql`UPDATE mail_outbox SET status = 'sending', attempts = 1, next_attempt_at = ${new Date(start.getTime() + 60_000).toISOString()}::timestamptz`,
    );
    expect(await drainOutbox(worker(start))).toMatchObject({ claimed: 0 });
    expect(await drainOutbox(worker(new Date(start.getTime() + 61_000)))).toMatchObject({ sent: 1 });
    expect(accepted).toEqual(['orphan@example.com']);
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two workers draining at once send every mail exactly once (FOR UPDATE SKIP LOCKED)', async () => {
    for (let index = 0; index < 24; index += 1) await queue(`parallel${index}@example.com`);
    const reports = await Promise.all([
      drainOutbox(worker(start, { batchSize: 4 })),
      drainOutbox(worker(start, { batchSize: 4 })),
    ]);
    expect(reports[0].sent + reports[1].sent).toBe(24);
    expect(accepted).toHaveLength(24);
    expect(new Set(accepted).size).toBe(24);
  });
});
