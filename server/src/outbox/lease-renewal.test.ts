import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { testConfig } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createAlert } from '../alerts/create-alert.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { claimDueMail } from './claim-due-mail.ts';
import { processOutboxBatch } from './outbox-worker.ts';

/**
 * A relay slower than the lease: the sending worker renews its claim, so a second worker polling all
 * the while never claims the mail, and it arrives once.
 */
const LEASE_MS = 300;
const RELAY_DELAY_MS = 3 * LEASE_MS;

let smtp: SmtpSink;
const arrivals: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpSink({
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        arrivals.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        setTimeout(() => callback(), RELAY_DELAY_MS);
      });
    },
  });
});

afterAll(() => smtp.close());

forEachDatabase((driver) => {
  let database: TestDatabase;
  let sender: MailSender;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    sender = createMailSender({ smtpUrl: smtp.url, mailDirectory: '', logger: silentLogger() });
  });
  afterAll(async () => {
    sender.close();
    await database.close();
  });

  it('a send slower than the lease keeps its claim: no other worker takes the mail', async () => {
    arrivals.length = 0;
    await createAlert(
      database.db,
      { email: `slow-${driver}@example.com`, rateType: '30y', threshold: 6, direction: 'below' },
      { now: new Date() },
    );
    const sending = processOutboxBatch({
      composers: MAIL_KINDS,
      db: database.db,
      sender,
      settings: mailSettingsFromConfig(testConfig()),
      logger: silentLogger(),
      leaseMs: LEASE_MS,
    });
    let stolen = 0;
    let done = false;
    void sending.finally(() => {
      done = true;
    });
    // The second worker starts once the first is mid-send (the relay has the message and is slow to answer).
    while (arrivals.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    while (!done) {
      stolen += (await claimDueMail(database.db, { limit: 10, leaseMs: LEASE_MS, now: new Date() })).length;
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS / 4));
    }
    const report = await sending;
    expect(report).toMatchObject({ claimed: 1, sent: 1 });
    expect(stolen).toBe(0);
    expect(arrivals).toEqual([`slow-${driver}@example.com`]);
    const rows = await queryRows<{ status: string }>(database.db, sql`SELECT status FROM mail_outbox`);
    expect(rows).toEqual([{ status: 'sent' }]);
  });
});
