import { afterAll, beforeAll, expect, it } from 'vitest';
import { parsedInbox } from '../../test/support/parsed-inbox.ts';
import { createTestApp, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { testOutboxDeps } from '../../test/support/test-outbox.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';

const { mails: inbox, url: smtpUrl } = parsedInbox();

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let sender: MailSender;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
    sender = createMailSender({ smtpUrl: smtpUrl(), mailDirectory: '/nonexistent', logger: silentLogger() });
  });
  afterAll(async () => {
    sender.close();
    await database.close();
  });

  it('an address over the plan limit gets a mail saying why no alert was set up', async () => {
    inbox.length = 0;
    const email = `limit-${driver}@example.com`;
    for (const threshold of [5, 5.1, 5.2, 5.3]) {
      const response = await postJson(subject.app, '/api/alerts', {
        email,
        rateType: '15y',
        threshold,
        direction: 'below',
      });
      expect(response.status).toBe(202);
    }
    await drainOutbox(testOutboxDeps(database, subject, sender));
    expect(inbox.map((mail) => mail.subject).sort()).toEqual([
      'Confirm your mortgage rate alert',
      'Confirm your mortgage rate alert',
      'Confirm your mortgage rate alert',
      'Your mortgage rate alert was not set up',
    ]);
    const notice = inbox.find((mail) => mail.subject === 'Your mortgage rate alert was not set up');
    expect(notice?.to).toMatchObject({ value: [{ address: email }] });
    expect(notice?.text).toContain('The free plan allows 3 rate alerts per email address');
    expect(notice?.text).toContain(`${subject.config.APP_URL}/sign-in`);
  });
});
