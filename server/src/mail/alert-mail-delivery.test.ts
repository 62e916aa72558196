import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { parsedInbox } from '../../test/support/parsed-inbox.ts';
import { publishThirtyYearRates } from '../../test/support/publish-rates.ts';
import { createTestApp, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { testOutboxDeps } from '../../test/support/test-outbox.ts';
import { createAlert } from '../alerts/create-alert.ts';
import { expandAllFanOuts } from '../alerts/expand-fanout.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';
import { DEMO_FORM_ID, DEMO_PARTNER, seedDemo } from '../seed/seed-demo.ts';
import { createMailSender, type MailSender } from './mail-sender.ts';
import { signToken } from './signed-token.ts';

/** A real SMTP server on a random local port; every accepted message is parsed with mailparser. */
const { mails: inbox, url: smtpUrl } = parsedInbox();

forEachDatabase((driver) => {
  let database: TestDatabase;
  let testApp: TestApp;
  let sender: MailSender;
  let day = 0;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await seedDemo(database.db);
    testApp = createTestApp(database, {
      environment: {
        PUBLIC_URL: 'https://rates.example.com',
        POSTAL_ADDRESS: '1 Test Lane, Richmond, VA 23219',
      },
    });
    sender = createMailSender({ smtpUrl: smtpUrl(), mailDirectory: '/nonexistent', logger: silentLogger() });
  });
  afterAll(async () => {
    sender.close();
    await database.close();
  });
  beforeEach(async () => {
    inbox.length = 0;
    // Each test is a new day for the once-a-day lead confirmation to an address.
    await database.db.execute(
      sql`TRUNCATE mail_outbox, alerts, rate_observations, lead_confirmation_recipients CASCADE`,
    );
    day = 0;
  });

  // The worker's two loops run to the end: firing alerts become outbox rows, then every due row is sent.
  const deliverAll = async () => {
    await expandAllFanOuts(database.db);
    return drainOutbox(testOutboxDeps(database, testApp, sender));
  };

  async function publish(...values: number[]) {
    for (const value of values) {
      day += 1;
      await publishThirtyYearRates(database.db, { date: `2025-10-${String(day).padStart(2, '0')}`, value });
    }
  }

  /** The request target (path and query) of a link in a mail, for app.request(). */
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    expect(parsed.origin).toBe('https://rates.example.com');
    return parsed.pathname + parsed.search;
  };

  async function confirmFromMail(mail: ParsedMail) {
    const link = /https:\/\/\S+\/api\/alerts\/confirm\?token=\S+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    // Opening the link only shows the button (scanner-safe); pressing it POSTs and confirms.
    const page = await testApp.app.request(pathOf(link!));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Confirm my alert</button>');
    const response = await testApp.app.request(pathOf(link!), { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Your rate alert is on');
  }

  it('double opt-in, alert mail with every required part, and a working one-click unsubscribe', async () => {
    const created = await postJson(testApp.app, '/api/alerts', {
      email: 'Buyer@Example.com',
      rateType: '30y',
      threshold: 6.5,
      direction: 'below',
    });
    expect(created.status).toBe(202);
    await publish(6.6, 6.4);
    // Not confirmed yet: only the confirmation mail goes out, no alert mail.
    expect(await deliverAll()).toMatchObject({ sent: 1 });
    expect(inbox).toHaveLength(1);
    expect(inbox[0].subject).toBe('Confirm your mortgage rate alert');
    expect(inbox[0].html).toContain('Confirm my alert');
    await confirmFromMail(inbox[0]);

    await publish(6.7, 6.45);
    await deliverAll();
    expect(inbox).toHaveLength(2);
    const mail = inbox[1];
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('buyer@example.com');
    expect(mail.subject).toBe('30-year fixed rate is 6.450%, at or below your 6.500% target');
    expect(mail.messageId).toMatch(/^<outbox-\d+@localhost>$/);
    for (const part of [mail.text ?? '', mail.html || '']) {
      expect(part).toContain('6.450%');
      expect(part).toContain('6.500%');
      expect(part).toContain('OBMMIC30YF');
      expect(part).toContain('2025-10-04');
      expect(part).toContain('This product uses the FRED® API but is not endorsed or certified');
      expect(part).toContain('is not financial advice');
      expect(part).toContain('1 Test Lane, Richmond, VA 23219');
    }
    expect(mail.headerLines.find((line) => line.key === 'list-id')?.line).toMatch(
      /^List-Id: Mortgage rate alerts \(30y\) <rate-alerts-30y\.rates\.example\.com>$/i,
    );
    expect(mail.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const unsubscribeHeader = mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '';
    const unsubscribeUrl = /<(https:\/\/[^>]+)>/.exec(unsubscribeHeader)?.[1];
    expect(unsubscribeUrl).toMatch(/^https:\/\/rates\.example\.com\/api\/alerts\/unsubscribe\?token=/);

    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to that URL.
    const unsubscribed = await testApp.app.request(pathOf(unsubscribeUrl!), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.text()).toContain('You are unsubscribed');
    const [alert] = await queryRows<{ status: string }>(database.db, sql`SELECT status FROM alerts`);
    expect(alert.status).toBe('unsubscribed');

    // Takes effect at once: the next crossing sends nothing.
    await publish(6.7, 6.4);
    expect(await deliverAll()).toMatchObject({ sent: 0 });
    expect(inbox).toHaveLength(2);
  });

  it('an unsubscribe between enqueue and send stops the queued mail', async () => {
    const { alertId } = await createAlert(database.db, {
      email: 'late@example.com',
      rateType: '30y',
      threshold: 6.5,
      direction: 'below',
    });
    await database.db.execute(
      sql`UPDATE alerts SET status = 'active', confirmed_at = now() WHERE id = ${alertId}::uuid`,
    );
    await database.db.execute(sql`DELETE FROM mail_outbox`);
    await publish(6.6, 6.4);
    const token = signToken(testApp.config.SECRET, { purpose: 'unsubscribe', subject: alertId });
    const unsubscribeUrl = `/api/alerts/unsubscribe?token=${token}`;
    const page = await testApp.app.request(unsubscribeUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    await testApp.app.request(unsubscribeUrl, { method: 'POST' });
    expect(await deliverAll()).toMatchObject({ sent: 0 });
    expect(inbox).toHaveLength(0);
  });

  it('one round renders a mixed claim: plain and partner alerts, a confirmation, and drops the unsubscribed', async () => {
    await database.db.execute(
      sql`INSERT INTO alerts (email, rate_type, threshold, direction, status, confirmed_at, form_id)
          VALUES ('plain@example.com', '30y', 6.5, 'below', 'active', now(), NULL),
                 ('branded@example.com', '30y', 6.5, 'below', 'active', now(), ${DEMO_FORM_ID}),
                 ('gone@example.com', '30y', 6.5, 'below', 'active', now(), NULL)`,
    );
    await publish(6.6, 6.4);
    expect(await expandAllFanOuts(database.db)).toBe(3);
    await database.db.execute(
      sql`UPDATE alerts SET status = 'unsubscribed' WHERE email = 'gone@example.com'`,
    );
    await createAlert(database.db, {
      email: 'new@example.com',
      rateType: '15y',
      threshold: 5,
      direction: 'below',
    });

    const report = await drainOutbox({
      ...testOutboxDeps(database, testApp, sender),
      batchSize: 10,
    });
    expect(report).toMatchObject({ claimed: 4, sent: 3, cancelled: 1 });
    const byRecipient = new Map(
      inbox.map((mail) => [mail.to && 'value' in mail.to ? mail.to.value[0].address : '', mail]),
    );
    expect([...byRecipient.keys()].sort()).toEqual([
      'branded@example.com',
      'new@example.com',
      'plain@example.com',
    ]);
    expect(byRecipient.get('plain@example.com')?.text).not.toContain('Sent on behalf of');
    expect(byRecipient.get('plain@example.com')?.subject).toContain('6.4');
    expect(byRecipient.get('branded@example.com')?.text).toContain(`Sent on behalf of ${DEMO_PARTNER.name}`);
    expect(byRecipient.get('new@example.com')?.subject).toBe('Confirm your mortgage rate alert');
    const [{ notified }] = await queryRows<{ notified: number }>(
      database.db,
      sql`SELECT count(*)::int AS notified FROM alerts WHERE last_notified_at IS NOT NULL`,
    );
    expect(notified).toBe(2);
  });

  it('lead alerts are branded for the partner, with Reply-To the partner', async () => {
    await createAlert(database.db, {
      email: 'lead@example.com',
      rateType: '30y',
      threshold: 6.5,
      direction: 'above',
      formId: DEMO_FORM_ID,
    });
    await deliverAll();
    expect(inbox[0].subject).toBe('Confirm your mortgage rate alert');
    expect(inbox[0].from?.value[0].name).toBe(`${DEMO_PARTNER.name} via Mortgage Rate Notifier`);
    expect(inbox[0].text).toContain(DEMO_PARTNER.licenceId);
    await confirmFromMail(inbox[0]);
    await publish(6.4, 6.55);
    await deliverAll();
    const mail = inbox[1];
    expect(mail.from?.value[0]).toEqual({
      name: `${DEMO_PARTNER.name} via Mortgage Rate Notifier`,
      address: 'alerts@localhost',
    });
    expect(mail.replyTo?.value[0].address).toBe(DEMO_PARTNER.email);
    for (const part of [mail.text ?? '', mail.html || '']) {
      expect(part).toContain(`Sent on behalf of ${DEMO_PARTNER.name}`);
      expect(part).toContain(`Licence ID: ${DEMO_PARTNER.licenceId}`);
      expect(part).toContain(DEMO_PARTNER.phone);
    }
  });
  it('a lead’s first mail carries the partner’s Equal Housing legend, and its drawn logo in HTML', async () => {
    await database.db.execute(
      sql`UPDATE partners SET equal_housing = 'opportunity'
           WHERE id = (SELECT partner_id FROM forms WHERE id = ${DEMO_FORM_ID})`,
    );
    try {
      await createAlert(database.db, {
        email: 'eho@example.com',
        rateType: '30y',
        threshold: 6.5,
        direction: 'above',
        formId: DEMO_FORM_ID,
      });
      await deliverAll();
      const [confirmation] = inbox;
      expect(confirmation.text).toContain(`Licence ID: ${DEMO_PARTNER.licenceId}\nEqual Housing Opportunity`);
      expect(confirmation.html).toContain('<svg');
      expect(confirmation.html).toContain('role="img" aria-label="Equal Housing Opportunity"');
      expect(confirmation.html).toContain('Equal Housing Opportunity<br>');
    } finally {
      await database.db.execute(sql`UPDATE partners SET equal_housing = NULL`);
    }
  });
  it('a lead’s mails and pages are headed by the partner’s name and https logo, escaped', async () => {
    const hostileName = 'Lake & "Sons" <b>Loans</b>';
    await database.db.execute(
      sql`UPDATE forms SET business_name = ${hostileName} WHERE id = ${DEMO_FORM_ID}`,
    );
    await database.db.execute(
      sql`UPDATE partners SET logo_url = 'https://cdn.example.com/logo.png?a=1&b="2"'
           WHERE id = (SELECT partner_id FROM forms WHERE id = ${DEMO_FORM_ID})`,
    );
    try {
      const escapedName = 'Lake &amp; &quot;Sons&quot; &lt;b&gt;Loans&lt;/b&gt;';
      const logo = `<img src="https://cdn.example.com/logo.png?a=1&amp;b=&quot;2&quot;" alt="${escapedName}"`;
      const { alertId } = await createAlert(database.db, {
        email: 'lead@example.com',
        rateType: '30y',
        threshold: 6.5,
        direction: 'above',
        formId: DEMO_FORM_ID,
      });
      await deliverAll();
      expect(inbox[0].html).toContain(logo);
      expect(inbox[0].html).not.toContain('<b>Loans');
      expect(inbox[0].text?.startsWith(`${hostileName}\n`)).toBe(true);

      // The confirmation page (GET), its result (POST) and the unsubscribe page carry the brand too.
      const link = /https:\/\/\S+\/api\/alerts\/confirm\?token=\S+/.exec(inbox[0].text ?? '')?.[0] ?? '';
      const page = await (await testApp.app.request(pathOf(link))).text();
      expect(page).toContain(logo);
      expect(page).toContain(`<p class="brand-name">${escapedName}</p>`);
      expect(page).toContain('Confirm my alert</button>');
      const confirmed = await (await testApp.app.request(pathOf(link), { method: 'POST' })).text();
      expect(confirmed).toContain('Your rate alert is on');
      expect(confirmed).toContain(logo);
      await publish(6.4, 6.55);
      await deliverAll();
      expect(inbox[1].html).toContain(logo);
      const unsubscribe = `/api/alerts/unsubscribe?token=${signToken(testApp.config.SECRET, { purpose: 'unsubscribe', subject: alertId })}`;
      expect(await (await testApp.app.request(unsubscribe)).text()).toContain(logo);
      expect(await (await testApp.app.request(unsubscribe, { method: 'POST' })).text()).toContain(logo);

      // An http logo (written around the schema) is never hotlinked: the name alone heads the mail.
      await database.db.execute(sql`UPDATE partners SET logo_url = 'http://cdn.example.com/logo.png'`);
      const confirmAgain = await (await testApp.app.request(pathOf(link))).text();
      expect(confirmAgain).toContain(`<p class="brand-name">${escapedName}</p>`);
      expect(confirmAgain).not.toContain('<img');
    } finally {
      await database.db.execute(
        sql`UPDATE forms SET business_name = ${DEMO_PARTNER.name} WHERE id = ${DEMO_FORM_ID}`,
      );
      await database.db.execute(sql`UPDATE partners SET logo_url = NULL`);
    }
  });

  it('a plain alert’s pages and mails carry no partner brand', async () => {
    const { alertId } = await createAlert(database.db, {
      email: 'plain@example.com',
      rateType: '30y',
      threshold: 6.5,
      direction: 'below',
    });
    await deliverAll();
    expect(inbox[0].html).not.toContain('<img');
    const confirm = `/api/alerts/confirm?token=${signToken(testApp.config.SECRET, { purpose: 'confirm', subject: alertId })}`;
    const page = await (await testApp.app.request(confirm)).text();
    expect(page).toContain('Confirm my alert</button>');
    expect(page).not.toContain('class="brand"');
  });
});
