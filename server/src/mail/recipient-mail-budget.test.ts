import { createFormSchema } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type SignedIn, signedIn } from '../../test/support/signed-in.ts';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { createTestApp, createTestPartner, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createForm } from '../forms/form-store.ts';
import { silentLogger } from '../logger.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';
import { createMailSender, type MailSender } from './mail-sender.ts';
import { mailSettingsFromConfig } from './mail-settings.ts';
import { RECIPIENT_MAIL_BUDGET, takeRecipientMail } from './recipient-mail-budget.ts';

const VICTIM = 'victim@example.com';
/** Spellings a hostile client may try; the schema folds or refuses each. */
const SPELLINGS = ['victim@example.com', 'VICTIM@Example.com', ' Victim@EXAMPLE.COM', 'victim@ｅxample.com'];

/** A real SMTP server that remembers every recipient it accepted a message for. */
let smtp: SmtpSink;
let delivered: string[] = [];
beforeAll(async () => {
  smtp = await startSmtpSink({
    onData(stream, session, callback) {
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
      stream.resume();
    },
  });
});
afterAll(() => smtp.close());

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let clockNow: Date;
  let sender: MailSender;
  const start = new Date('2026-11-24T15:00:00Z');
  const origin = { Origin: 'http://localhost:3000' };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database, { clock: () => clockNow });
    sender = createMailSender({ smtpUrl: smtp.url, mailDirectory: '', logger: silentLogger() });
  });
  afterAll(async () => {
    sender.close();
    await database.close();
  });
  beforeEach(async () => {
    clockNow = start;
    delivered = [];
    await database.db.execute(
      sql`TRUNCATE mail_outbox, recipient_mail_budgets, auth_challenges, auth_throttles, newsletter_subscribers,
                   alerts, alert_addresses, leads, forms, partners, users CASCADE`,
    );
    for (const formId of ['budget-form-a', 'budget-form-b']) {
      const partner = await createTestPartner(database);
      await createForm(
        database.db,
        partner.partnerId,
        createFormSchema.parse({ businessName: 'Lender' }),
        formId,
      );
    }
  });

  it('counts at most the budget in any rolling hour, also when requests race', async () => {
    const takes = await Promise.all(
      Array.from({ length: 25 }, () => takeRecipientMail(database.db, VICTIM, start)),
    );
    expect(takes.filter(Boolean)).toHaveLength(RECIPIENT_MAIL_BUDGET.limit);
    const justBefore = new Date(start.getTime() + RECIPIENT_MAIL_BUDGET.windowMs - 1);
    expect(await takeRecipientMail(database.db, VICTIM, justBefore)).toBe(false);
    const afterTheHour = new Date(start.getTime() + RECIPIENT_MAIL_BUDGET.windowMs);
    expect(await takeRecipientMail(database.db, VICTIM, afterTheHour)).toBe(true);
    expect(await takeRecipientMail(database.db, 'other@example.com', justBefore)).toBe(true);
  });

  it('lets one client cause at most the budget of mail to one mailbox in an hour, every route together', async () => {
    const accounts: SignedIn[] = [];
    for (let index = 0; index < 3; index += 1) {
      accounts.push(await signedIn(database.db, subject.config, `attacker${index}@example.com`, start));
    }
    const settings = mailSettingsFromConfig(subject.config);
    let accepted = 0;
    for (let minute = 0; minute < 60; minute += 1) {
      clockNow = new Date(start.getTime() + minute * 60_000);
      const spelling = SPELLINGS[minute % SPELLINGS.length];
      const answers = await Promise.all([
        postJson(subject.app, '/api/auth/sign-in', { email: spelling }, origin),
        postJson(subject.app, '/api/newsletter/subscribe', { email: spelling }, origin),
        postJson(
          subject.app,
          '/api/alerts',
          { email: spelling, rateType: '30y', threshold: 5 + minute / 100, direction: 'below' },
          origin,
        ),
        ...['budget-form-a', 'budget-form-b'].map((formId) =>
          postJson(subject.app, `/api/forms/${formId}/leads`, {
            name: 'Call +1 555 0100 now',
            email: spelling,
            rateType: '30y',
            targetRate: 4 + minute / 100,
            direction: 'below',
            consent: true,
          }),
        ),
        ...accounts.map((account) =>
          postJson(subject.app, '/api/app/account/email', { email: spelling }, account.headers),
        ),
      ]);
      accepted += answers.filter((answer) => answer.status < 300).length;
      const now = clockNow;
      await drainOutbox({
        composers: MAIL_KINDS,
        db: database.db,
        sender,
        settings,
        logger: silentLogger(),
        clock: () => now,
      });
    }
    const toVictim = delivered.filter((address) => address === VICTIM);
    // The routes did take requests (the attack is real), yet the mailbox got no more than the budget.
    expect(accepted).toBeGreaterThan(50);
    expect(toVictim.length).toBeGreaterThan(0);
    expect(toVictim.length).toBeLessThanOrEqual(RECIPIENT_MAIL_BUDGET.limit);
  });
});
