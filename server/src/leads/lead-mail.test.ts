import type { PartnerLeadMail } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { parsedInbox } from '../../test/support/parsed-inbox.ts';
import {
  createTestApp,
  createTestPartner,
  errorBody,
  postJson,
  type TestApp,
} from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { testOutboxDeps } from '../../test/support/test-outbox.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';

type Partner = Awaited<ReturnType<typeof createTestPartner>>;

const { mails: inbox, url: smtpUrl } = parsedInbox();

const recipientOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

/** The attacker's lead name of issue 26: a line break, then words of their choosing. */
const HOSTILE_NAME = 'Lead 0\nCall +1 555 0100 now: your loan is approved';

// Issue 26 item 1: a form's business email got "New lead: <name>" mail unverified, with the lead's
// name (line breaks included) in the subject and body.
forEachDatabase((driver) => {
  let database: TestDatabase;
  let testApp: TestApp;
  let sender: MailSender;
  let partner: Partner;
  const logger = silentLogger();

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    testApp = createTestApp(database, { environment: { PUBLIC_URL: 'https://rates.example.com' } });
    sender = createMailSender({ smtpUrl: smtpUrl(), mailDirectory: '/nonexistent', logger });
  });
  afterAll(async () => {
    sender.close();
    await database.close();
  });
  beforeEach(async () => {
    inbox.length = 0;
    await database.db.execute(
      sql`TRUNCATE mail_outbox, alerts, leads, alert_addresses, auth_throttles, lead_confirmation_recipients,
                   lead_confirmation_counts, partner_mail_addresses CASCADE`,
    );
    partner = await createTestPartner(database, 'Harbor');
  });

  const deliverMail = () => drainOutbox(testOutboxDeps(database, testApp, sender));
  const createFormWith = async (owner: Partner, businessEmail: string, name = 'Homepage form') => {
    const response = await postJson(
      testApp.app,
      '/api/partner/forms',
      { name, businessName: 'Harbor Home Loans', businessEmail, licenceId: 'NMLS #777' },
      owner.authorization,
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { form: { id: string } }).form.id;
  };
  const submitLead = (formId: string, name: string, email: string) =>
    postJson(testApp.app, `/api/forms/${formId}/leads`, {
      name,
      email,
      rateType: '15y',
      targetRate: 5.25,
      direction: 'below',
      consent: true,
    });
  const leadMailStatus = async (owner: Partner) =>
    (await (
      await testApp.app.request('/api/partner/lead-mail', { headers: owner.authorization })
    ).json()) as PartnerLeadMail;

  it('sends new-lead mail to the account until the business email is confirmed, with no lead text in the subject', async () => {
    const formId = await createFormWith(partner, 'leads@harbor.example');
    // A name with a line break of its own is refused outright (a single-line field), naming the field.
    const refused = await submitLead(formId, HOSTILE_NAME, 'robin@example.com');
    expect(refused.status).toBe(422);
    expect((await errorBody(refused)).fields?.name).toBeTruthy();
    expect((await submitLead(formId, HOSTILE_NAME.replace('\n', ' '), 'robin@example.com')).status).toBe(201);
    expect(await deliverMail()).toMatchObject({ sent: 3 });

    // The unconfirmed business email gets one mail: the link to confirm it, in no one's name.
    const toBusiness = inbox.filter((mail) => recipientOf(mail) === 'leads@harbor.example');
    expect(toBusiness.map((mail) => mail.subject)).toEqual([
      'Confirm your address for Mortgage Rate Notifier mail',
    ]);
    expect(toBusiness[0].from?.value[0].name).toBe('Mortgage Rate Notifier');
    // The new-lead mail goes to the address the account proved, the lead's words only in the body, on one line.
    const [notice] = inbox.filter((mail) => mail.subject?.startsWith('New lead'));
    expect(recipientOf(notice)).toBe(partner.email);
    expect(notice.subject).toBe('New lead from your form "Homepage form"');
    expect(notice.text).toContain('Name: Lead 0 Call +1 555 0100 now: your loan is approved\n');
    expect(notice.text ?? '').not.toMatch(/^Call \+1/m);
    expect(notice.replyTo?.value[0].address).toBe('robin@example.com');
    const toLead = inbox.find((mail) => recipientOf(mail) === 'robin@example.com');
    expect(`${toLead?.from?.text} ${toLead?.text}`).toContain('Harbor Home Loans');
    // The lead's replies, and the address printed for the partner, are the proven one, not the typed one.
    expect(toLead?.replyTo?.value[0].address).toBe(partner.email);
    expect(toLead?.text).not.toContain('leads@harbor.example');

    // The console says where lead mail goes while the address waits.
    const waiting = await leadMailStatus(partner);
    expect(waiting.forms).toEqual([
      expect.objectContaining({
        formId,
        leadMailTo: recipientOf(notice),
        businessEmailStatus: 'awaiting_confirmation',
      }),
    ]);

    // GET only shows the page (mail scanners open links); the button's POST confirms.
    const link = /https:\/\/\S+\/api\/partner-addresses\/confirm\?token=\S+/.exec(
      toBusiness[0].text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    const page = await testApp.app.request(pathOf(link ?? ''));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm this address</button>');
    expect((await leadMailStatus(partner)).forms[0].businessEmailStatus).toBe('awaiting_confirmation');
    const confirmed = await testApp.app.request(pathOf(link ?? ''), { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Address confirmed');
    expect((await leadMailStatus(partner)).forms[0]).toMatchObject({
      leadMailTo: 'leads@harbor.example',
      businessEmailStatus: 'confirmed',
    });

    inbox.length = 0;
    expect((await submitLead(formId, 'Sam Buyer', 'sam@example.com')).status).toBe(201);
    await deliverMail();
    const next = inbox.find((mail) => mail.subject?.startsWith('New lead'));
    expect(next && recipientOf(next)).toBe('leads@harbor.example');
    const nextToLead = inbox.find((mail) => recipientOf(mail) === 'sam@example.com');
    expect(nextToLead?.replyTo?.value[0].address).toBe('leads@harbor.example');
  });

  it('30 leads put no mail in a stranger’s inbox named as business email, beyond one confirmation link', async () => {
    const formId = await createFormWith(partner, 'stranger@victim.example');
    for (let lead = 0; lead < 30; lead += 1) {
      expect((await submitLead(formId, `Lead ${lead}`, `lead${lead}@example.com`)).status).toBe(201);
    }
    await deliverMail();
    const toStranger = inbox.filter((mail) => recipientOf(mail) === 'stranger@victim.example');
    expect(toStranger).toHaveLength(1);
    expect(toStranger[0].subject).toBe('Confirm your address for Mortgage Rate Notifier mail');
    expect(inbox.filter((mail) => mail.subject?.startsWith('New lead'))).toHaveLength(30);
  });

  it('caps the confirmation links one address gets, whichever partners name it, and lets the partner resend', async () => {
    const other = await createTestPartner(database, 'Other');
    const formIds: string[] = [];
    for (const owner of [partner, partner, other, other, other]) {
      // As if 10 minutes passed each time, else the address's resend gap already holds it back.
      formIds.push(await createFormWith(owner, 'target@victim.example'));
      await database.db.execute(sql`UPDATE partner_mail_addresses SET confirmation_queued_at = NULL`);
      await database.db.execute(
        sql`DELETE FROM auth_throttles WHERE key LIKE 'partner-address-confirmation-gap:%'`,
      );
    }
    await deliverMail();
    expect(inbox.filter((mail) => recipientOf(mail) === 'target@victim.example')).toHaveLength(3);

    const resend = await postJson(
      testApp.app,
      '/api/partner/lead-mail/confirmations',
      { email: 'target@victim.example' },
      other.authorization,
    );
    expect(resend.status).toBe(429);
    expect((await errorBody(resend)).code).toBe('rate_limited');
    const notMine = await postJson(
      testApp.app,
      '/api/partner/lead-mail/confirmations',
      { email: 'someone@else.example' },
      partner.authorization,
    );
    expect(notMine.status).toBe(404);
  });

  it('sends one address at most one confirmation link in 10 minutes, whichever partner asks', async () => {
    const other = await createTestPartner(database, 'Other');
    await createFormWith(partner, 'shared@victim.example');
    await createFormWith(other, 'shared@victim.example');
    const resend = await postJson(
      testApp.app,
      '/api/partner/lead-mail/confirmations',
      { email: 'shared@victim.example' },
      other.authorization,
    );
    expect(resend.status).toBe(202);
    expect(await resend.json()).toMatchObject({ status: 'recently_queued' });
    await deliverMail();
    expect(inbox.filter((mail) => recipientOf(mail) === 'shared@victim.example')).toHaveLength(1);
  });

  it('an account address needs no confirmation', async () => {
    const formId = await createFormWith(partner, partner.email);
    expect((await submitLead(formId, 'Robin', 'robin@example.com')).status).toBe(201);
    await deliverMail();
    expect(inbox.map((mail) => mail.subject).sort()).toEqual([
      'Confirm your mortgage rate alert',
      'New lead from your form "Homepage form"',
    ]);
  });
});
