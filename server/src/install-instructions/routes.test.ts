import { createFormSchema } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { parsedInbox } from '../../test/support/parsed-inbox.ts';
import { provePartnerAddress } from '../../test/support/prove-partner-address.ts';
import {
  createTestApp,
  createTestPartner,
  errorBody,
  postJson,
  type TestApp,
} from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { testOutboxDeps } from '../../test/support/test-outbox.ts';
import { createForm } from '../forms/form-store.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';

type Partner = Awaited<ReturnType<typeof createTestPartner>>;

const { mails: inbox, url: smtpUrl } = parsedInbox();

forEachDatabase((driver) => {
  let database: TestDatabase;
  let testApp: TestApp;
  let sender: MailSender;
  let alice: Partner;
  let bob: Partner;
  const logger = silentLogger();

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    testApp = createTestApp(database, {
      environment: { PUBLIC_URL: 'https://rates.example.com', POSTAL_ADDRESS: '1 Test Lane, Richmond, VA' },
    });
    sender = createMailSender({ smtpUrl: smtpUrl(), mailDirectory: '/nonexistent', logger });
    alice = await createTestPartner(database, 'Alice');
    bob = await createTestPartner(database, 'Bob');
    await database.db.execute(
      sql`UPDATE partners SET reply_to_email = 'office@alice.example', logo_url = 'https://alice.example/logo.png'
           WHERE id = ${alice.partnerId}::uuid`,
    );
    await createForm(
      database.db,
      alice.partnerId,
      createFormSchema.parse({ name: 'Spring campaign', businessName: 'Alice Lending', maxWidth: '600px' }),
      'alice-form',
    );
  });
  afterAll(async () => {
    sender.close();
    await database.close();
  });
  beforeEach(async () => {
    inbox.length = 0;
    await database.db.execute(
      sql`TRUNCATE mail_outbox, install_instruction_requests, auth_throttles, partner_mail_addresses`,
    );
    // Alice's reply-to is one she proved: replies go there.
    await provePartnerAddress(database.db, alice.partnerId, 'office@alice.example');
  });

  const sendInstructions = (partner: Partner, formId: string, body: unknown) =>
    postJson(testApp.app, `/api/partner/forms/${formId}/install-instructions`, body, partner.authorization);
  const deliverMail = () => drainOutbox(testOutboxDeps(database, testApp, sender));

  it('mails the developer the three snippets with the public origin, the guide and the note; replies go to the partner', async () => {
    const response = await sendInstructions(alice, 'alice-form', {
      developerEmail: ' Dev@Agency.example ',
      note: 'Hi Sam, <b>please</b> put it on /rates & the blog.',
    });
    expect(response.status).toBe(202);
    // Issue 26 item 1: an address the partner has not proved gets only the link to confirm it.
    expect(await response.json()).toEqual({
      status: 'awaiting_confirmation',
      message:
        'We mailed dev@agency.example a link to confirm the address first. ' +
        'The instructions follow as soon as it is confirmed.',
    });
    expect(await deliverMail()).toMatchObject({ sent: 1 });
    const [confirmation] = inbox;
    expect(confirmation.subject).toBe('Confirm your address for Mortgage Rate Notifier mail');
    expect(confirmation.text).not.toContain('<script');
    const link =
      /https:\/\/\S+\/api\/partner-addresses\/confirm\?token=\S+/.exec(confirmation.text ?? '')?.[0] ?? '';
    const path = new URL(link).pathname + new URL(link).search;
    expect((await testApp.app.request(path)).status).toBe(200);
    expect(await deliverMail()).toMatchObject({ claimed: 0 });
    // Asked again while waiting: still one confirmation mail, and one instructions mail once confirmed.
    const again = await sendInstructions(alice, 'alice-form', {
      developerEmail: 'dev@agency.example',
      note: 'Hi Sam, <b>please</b> put it on /rates & the blog.',
    });
    expect(await again.json()).toMatchObject({ status: 'awaiting_confirmation' });
    expect(await deliverMail()).toMatchObject({ claimed: 0 });
    expect((await testApp.app.request(path, { method: 'POST' })).status).toBe(200);
    inbox.length = 0;
    expect(await deliverMail()).toMatchObject({ sent: 1 });
    const [mail] = inbox;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('dev@agency.example');
    expect(mail.replyTo?.value[0].address).toBe('office@alice.example');
    expect(mail.from?.value[0].name).toMatch(/^Alice \d+ via Mortgage Rate Notifier$/);
    expect(mail.subject).toBe('How to install the mortgage rate alert form');
    const text = mail.text ?? '';
    expect(text).toContain(
      '<script src="https://rates.example.com/embed.js" data-form="alice-form" data-max-width="600px"></script>',
    );
    expect(text).toContain(
      '<script src="https://rates.example.com/popup.js" data-form="alice-form"></script>',
    );
    expect(text).toContain('<button type="button" data-mrn-popup-trigger="true">Get rate alerts</button>');
    expect(text).toContain('<mrn-calculator type="payment" form-id="alice-form"></mrn-calculator>');
    expect(text).toContain('https://rates.example.com/installation-guide');
    expect(text).toContain('Hi Sam, <b>please</b> put it on /rates & the blog.');
    expect(text).toContain('"Spring campaign"');
    const html = mail.html || '';
    expect(html).toContain('&lt;script src=&quot;https://rates.example.com/embed.js&quot;');
    expect(html).toContain('Hi Sam, &lt;b&gt;please&lt;/b&gt; put it on /rates &amp; the blog.');
    expect(html).not.toContain('<b>please');
    expect(html).toMatch(/<img src="https:\/\/alice\.example\/logo\.png" alt="Alice \d+"/);
    expect(html).toContain('href="https://rates.example.com/installation-guide"');
    expect(text).not.toContain('localhost');
  });

  it('answers 404 for another partner’s form, exactly like a missing one, and queues nothing', async () => {
    for (const formId of ['alice-form', 'no-such-form']) {
      const response = await sendInstructions(bob, formId, { developerEmail: 'dev@agency.example' });
      expect(response.status, formId).toBe(404);
      expect((await errorBody(response)).message).toBe('No form with this id belongs to your account.');
    }
    expect(await deliverMail()).toMatchObject({ claimed: 0 });
  });

  it('names the invalid field (422) and refuses unknown keys', async () => {
    const invalid = await sendInstructions(alice, 'alice-form', { developerEmail: 'dev at agency' });
    expect(invalid.status).toBe(422);
    expect((await errorBody(invalid)).fields?.developerEmail).toMatch(/web developer/);
    const unknown = await sendInstructions(alice, 'alice-form', { developerEmail: 'a@b.example', cc: 'x' });
    expect(unknown.status).toBe(422);
    expect((await errorBody(unknown)).fields).toHaveProperty('cc');
    const long = await sendInstructions(alice, 'alice-form', {
      developerEmail: 'a@b.example',
      note: 'x'.repeat(1001),
    });
    expect((await errorBody(long)).fields?.note).toBe('At most 1000 characters.');
  });

  it('sends at once to the account’s own address', async () => {
    const response = await sendInstructions(alice, 'alice-form', { developerEmail: alice.email });
    expect(await response.json()).toMatchObject({ status: 'queued' });
    expect(await deliverMail()).toMatchObject({ sent: 1 });
    expect(inbox[0].subject).toBe('How to install the mortgage rate alert form');
  });

  it('allows 5 mails an hour per account, then 429 with Retry-After', async () => {
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await sendInstructions(alice, 'alice-form', { developerEmail: alice.email })).status).toBe(202);
    }
    const throttled = await sendInstructions(alice, 'alice-form', { developerEmail: alice.email });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('3600');
    expect((await errorBody(throttled)).code).toBe('rate_limited');
    expect(await deliverMail()).toMatchObject({ sent: 5 });
  });
});
