import type { PartnerLeadMail } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { parsedInbox } from '../../test/support/parsed-inbox.ts';
import { signedIn } from '../../test/support/signed-in.ts';
import { createTestApp, createTestPartner, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { testOutboxDeps } from '../../test/support/test-outbox.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';
import { admitLeadConfirmation } from './admit-lead-confirmation.ts';
import { LEAD_CONFIRMATION_CAPS } from './lead-confirmation-caps.ts';

type Partner = Awaited<ReturnType<typeof createTestPartner>>;

const { mails: inbox, url: smtpUrl } = parsedInbox();
const recipientOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
const isLeadConfirmation = (mail: ParsedMail) => mail.subject === 'Confirm your mortgage rate alert';

// Issue 26 item 2: any client could post leads with strangers' addresses to any form, each lead
// sending a partner-branded confirmation mail, with only 60 POSTs a minute per IP as a brake.
forEachDatabase((driver) => {
  let database: TestDatabase;
  let testApp: TestApp;
  let sender: MailSender;
  let now = new Date('2026-11-27T09:00:00Z');
  const logger = silentLogger();

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    testApp = createTestApp(database, { clock: () => now });
    sender = createMailSender({ smtpUrl: smtpUrl(), mailDirectory: '/nonexistent', logger });
  });
  afterAll(async () => {
    sender.close();
    await database.close();
  });
  beforeEach(async () => {
    inbox.length = 0;
    now = new Date('2026-11-27T09:00:00Z');
    await database.db.execute(
      sql`TRUNCATE mail_outbox, alerts, leads, alert_addresses, lead_confirmation_recipients,
                   lead_confirmation_counts CASCADE`,
    );
  });

  const deliverMail = () =>
    drainOutbox({
      ...testOutboxDeps(database, testApp, sender),
      clock: () => now,
    });
  const createForm = async (owner: Partner, name: string) => {
    const response = await postJson(
      testApp.app,
      '/api/partner/forms',
      { name, businessName: 'Cap Lending' },
      owner.authorization,
    );
    return ((await response.json()) as { form: { id: string } }).form.id;
  };
  const submitLead = (formId: string, email: string, targetRate = 5.25) =>
    postJson(testApp.app, `/api/forms/${formId}/leads`, {
      name: 'Visitor',
      email,
      rateType: '30y',
      targetRate,
      direction: 'below',
      consent: true,
    });

  it('sends one lead confirmation a day to an address, whichever forms and partners it was typed into', async () => {
    const first = await createTestPartner(database, 'First');
    const second = await createTestPartner(database, 'Second');
    const forms = [
      await createForm(first, 'One'),
      await createForm(first, 'Two'),
      await createForm(second, 'Three'),
    ];
    for (const [index, formId] of forms.entries()) {
      expect((await submitLead(formId, 'victim@example.com', 5 + index / 10)).status).toBe(201);
    }
    await deliverMail();
    expect(inbox.filter((mail) => recipientOf(mail) === 'victim@example.com')).toHaveLength(1);

    // The next day the address may get one again: the third form's lead, asked again, gets its confirmation.
    now = new Date('2026-11-28T09:00:00Z');
    inbox.length = 0;
    expect((await submitLead(forms[2], 'victim@example.com', 5.2)).status).toBe(201);
    await deliverMail();
    expect(inbox.filter((mail) => recipientOf(mail) === 'victim@example.com')).toHaveLength(1);
  });

  it('stops a form’s confirmations at its plan’s daily cap, tells the partner once and shows it in the console', async () => {
    const partner = await createTestPartner(database, 'Ended');
    // Made during the trial: once the plan has ended, API keys may no longer make forms.
    const formId = await createForm(partner, 'Busy form');
    await database.db.execute(sql`UPDATE partners SET plan = 'ended' WHERE id = ${partner.partnerId}::uuid`);
    const cap = LEAD_CONFIRMATION_CAPS.ended.perForm;
    for (let lead = 0; lead < cap + 2; lead += 1) {
      expect((await submitLead(formId, `lead${lead}@example.com`)).status).toBe(201);
    }
    await deliverMail();
    expect(inbox.filter(isLeadConfirmation)).toHaveLength(cap);
    const notices = inbox.filter(
      (mail) => recipientOf(mail) === partner.email && !mail.subject?.startsWith('New lead'),
    );
    expect(notices.map((mail) => mail.subject)).toEqual([
      'Your forms reached today’s cap on lead confirmation mails',
    ]);
    expect(notices[0].text).toContain(
      `Form "Busy form" (${formId}): ${cap} sent, 2 not sent (cap ${cap} a day).`,
    );
    // Every lead is still stored for the partner.
    const [stored] = await queryRows<{ leads: number }>(
      database.db,
      sql`SELECT count(*)::int AS leads FROM leads WHERE form_id = ${formId}`,
    );
    expect(stored.leads).toBe(cap + 2);

    // An ended plan's API keys are refused (billing), so the owner reads it in the console, signed in.
    const owner = await signedIn(database.db, testApp.config, partner.email, now);
    await database.db.execute(
      sql`UPDATE partners SET user_id = ${owner.user.id}::uuid WHERE id = ${partner.partnerId}::uuid`,
    );
    const status = (await (
      await testApp.app.request('/api/partner/lead-mail', { headers: owner.headers })
    ).json()) as PartnerLeadMail;
    expect(status.day).toBe('2026-11-27');
    expect(status.forms[0].confirmationsToday).toEqual({
      sent: cap,
      refused: 2,
      cap,
      capReachedAt: now.toISOString(),
    });
    expect(status.confirmationsToday).toMatchObject({
      sent: cap,
      refused: 2,
      cap: LEAD_CONFIRMATION_CAPS.ended.perPartner,
    });

    // One notice a day: more leads past the cap add none.
    inbox.length = 0;
    expect((await submitLead(formId, 'later@example.com')).status).toBe(201);
    await deliverMail();
    expect(inbox.filter((mail) => !mail.subject?.startsWith('New lead'))).toEqual([]);
  });

  it('counts the partner’s forms together against the partner’s cap, and lets a retry of a counted mail through', async () => {
    const partner = await createTestPartner(database, 'Direct');
    const formIds = [await createForm(partner, 'A'), await createForm(partner, 'B')];
    const caps = { perForm: 2, perPartner: 3 };
    const admit = (outboxId: number, email: string, formId: string) =>
      admitLeadConfirmation(database.db, {
        outboxId,
        email,
        formId,
        partnerId: partner.partnerId,
        caps,
        now,
      });
    expect(await admit(1, 'a@example.com', formIds[0])).toBe('send');
    expect(await admit(1, 'a@example.com', formIds[0])).toBe('send');
    expect(await admit(2, 'a@example.com', formIds[1])).toBe('repeat_today');
    expect(await admit(3, 'b@example.com', formIds[0])).toBe('send');
    expect(await admit(4, 'c@example.com', formIds[0])).toBe('capped');
    expect(await admit(5, 'c@example.com', formIds[1])).toBe('send');
    expect(await admit(6, 'd@example.com', formIds[1])).toBe('capped');
    const counts = await queryRows<{ form_id: string; sent: number; refused: number; reached: boolean }>(
      database.db,
      sql`SELECT form_id, sent, refused, cap_reached_at IS NOT NULL AS reached FROM lead_confirmation_counts
           WHERE partner_id = ${partner.partnerId}::uuid ORDER BY form_id`,
    );
    expect(counts).toEqual(
      [
        { form_id: '', sent: 3, refused: 2, reached: true },
        { form_id: formIds[0], sent: 2, refused: 1, reached: true },
        { form_id: formIds[1], sent: 1, refused: 1, reached: false },
      ].sort((x, y) => x.form_id.localeCompare(y.form_id)),
    );
    const notices = await queryRows<{ kind: string }>(
      database.db,
      sql`SELECT kind FROM mail_outbox WHERE partner_id = ${partner.partnerId}::uuid`,
    );
    expect(notices).toEqual([{ kind: 'lead_confirmation_cap' }]);
  });
});
