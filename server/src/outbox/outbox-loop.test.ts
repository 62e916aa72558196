import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { testConfig } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createAlert } from '../alerts/create-alert.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { startOutboxLoop } from './outbox-worker.ts';

/**
 * One slow reply from the relay holds one sending slot, not the worker: mail queued after it goes out
 * while the slow one is still waiting for its answer.
 */
let smtp: SmtpSink;
const arrivals: string[] = [];
let releaseSlow: (() => void) | undefined;

beforeAll(async () => {
  smtp = await startSmtpSink({
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        arrivals.push(...recipients);
        if (recipients.some((address) => address.startsWith('slow-'))) releaseSlow = () => callback();
        else callback();
      });
    },
  });
});

afterAll(() => smtp.close());

const until = async (condition: () => boolean, what: string) => {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 15_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

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

  const alertFor = (email: string) =>
    createAlert(
      database.db,
      { email, rateType: '30y', threshold: 6, direction: 'below' },
      { now: new Date() },
    );

  it('keeps sending while one send waits on a slow relay reply', async () => {
    arrivals.length = 0;
    await alertFor(`slow-${driver}@example.com`);
    const loop = startOutboxLoop({
      composers: MAIL_KINDS,
      db: database.db,
      sender,
      settings: mailSettingsFromConfig(testConfig()),
      logger: silentLogger(),
      batchSize: 5,
      idleMs: 20,
    });
    try {
      await until(() => releaseSlow !== undefined, 'the slow mail to reach the relay');
      const quick = [1, 2, 3].map((n) => `quick-${n}-${driver}@example.com`);
      for (const email of quick) await alertFor(email);
      await until(() => quick.every((email) => arrivals.includes(email)), 'the quick mails');
      expect(arrivals.filter((address) => address.startsWith('slow-'))).toHaveLength(1);
    } finally {
      releaseSlow?.();
      await loop.stop();
    }
  });
});
