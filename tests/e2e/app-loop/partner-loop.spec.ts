import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { islandsHydrated } from './support/app-session';
import { expect, test } from './support/fixtures';
import { createFormAndCopySnippet, openNewFormBuilder } from './support/form-builder';
import { linkIn } from './support/mailbox';

/**
 * A professional's whole loop, no operator and no hand-written HTTP but one webhook registration:
 * sign up as a partner → build a form → its snippet on a page of another origin → a visitor's lead
 * there → pending in the console → the visitor confirms from the mail → confirmed in the console →
 * the CSV export holds it with its UTM fields → a real local receiver got lead.created and
 * lead.confirmed, each correctly signed. On the worker's shared product (which allows webhooks to
 * loopback over http, as this receiver needs), as a partner of its own.
 */

interface ReceivedEvent {
  signature: string;
  body: string;
}

/** An HTTP server on 127.0.0.1: the webhook receiver. */
async function listen(
  handler: Parameters<typeof createServer>[1],
): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test('a partner puts a form on their own site, works the lead in the console, and gets signed webhooks', async ({
  page,
  browser,
  product,
  startTrial,
  openPartnerSite,
  uniqueEmail,
}) => {
  test.setTimeout(240_000);
  const received: ReceivedEvent[] = [];
  const receiver = await listen((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ signature: String(request.headers['mrn-signature'] ?? ''), body });
      response.statusCode = 204;
      response.end();
    });
  });
  const partnerSite = await openPartnerSite('Lakeside Home Loans');

  try {
    // Become a partner.
    const owner = await startTrial('Lakeside Home Loans', 'owner@lakeside.example');

    // The webhook endpoint, through the partner API with the console's session.
    const registered = await page.request.put(`${product.origin}/api/partner/webhook`, {
      headers: { Origin: product.origin },
      data: {
        url: `${receiver.origin}/hooks/mrn`,
        events: ['lead.created', 'lead.confirmed', 'lead.unsubscribed', 'alert.sent'],
      },
    });
    expect(registered.status()).toBeLessThan(300);
    const secret = ((await registered.json()) as { secret: string | null }).secret;
    if (!secret) throw new Error('the first registration shows the secret');

    // Build the form and copy its embed snippet from the console.
    const builder = await openNewFormBuilder(page, product.origin);
    await builder.getByLabel('Form name').fill('Lakeside homepage');
    await builder.getByLabel('Business name').fill('Lakeside Home Loans');
    await builder.getByLabel('Header text').fill('Watch rates with Lakeside');
    await expect(page.locator('mrn-lead-form').getByText('Watch rates with Lakeside')).toBeVisible();
    const { snippet } = await createFormAndCopySnippet(page, builder, product.origin);
    // The partner tags leads from this page with a hidden field.
    partnerSite.paste(snippet.replace('></script>', ' data-field-agent="jo_7"></script>'));

    // A visitor on the partner's own site (another origin) asks for alerts.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(
      `${partnerSite.origin}/rates?utm_source=newsletter&utm_campaign=spring&gclid=TeSt-123`,
    );
    const form = visitor.locator('mrn-lead-form');
    await expect(form.getByText('Watch rates with Lakeside')).toBeVisible();
    await form.getByLabel('Name', { exact: true }).fill('Pat Visitor');
    const visitorEmail = uniqueEmail('pat.visitor@example.com');
    await form.getByLabel('Email', { exact: true }).fill(visitorEmail);
    await form.getByLabel('Rate type').selectOption('30y');
    await form.getByLabel('Target rate (%)').fill('5.5');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Get Rate Alerts' }).click();
    await expect(
      form
        .getByRole('status')
        .filter({ hasText: /check your email|thank/i })
        .first(),
    ).toBeVisible();

    // Pending in the console.
    await page.goto(`${product.origin}/app/partner/leads`);
    await islandsHydrated(page);
    const row = page.getByRole('row').filter({ hasText: visitorEmail });
    await expect(row).toContainText('Pending confirmation');
    await expect(row).toContainText('Lakeside homepage');
    await expect(row).toContainText('gclid: TeSt-123');
    await expect(row).toContainText('field-agent: jo_7');
    // The partner's new-lead mail names the lead and the form's name.
    await product.mailbox.waitFor(owner, /^New lead from your form "Lakeside homepage"$/);

    // The visitor confirms from the mail (a page with a button: scanners change nothing).
    const confirmation = await product.mailbox.waitFor(visitorEmail, /confirm your mortgage rate alert/i);
    await visitor.goto(linkIn(confirmation, `${product.origin}/api/alerts/confirm?token=`));
    await visitor.getByRole('button', { name: 'Confirm my alert' }).click();
    await expect(visitor.getByRole('heading', { name: 'Your rate alert is on' })).toBeVisible();
    await visitorContext.close();

    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByRole('row').filter({ hasText: visitorEmail })).toContainText('Confirmed');

    // The CSV export carries it, with its UTM fields, gclid, hidden fields and status.
    const csv = await (await page.request.get(`${product.origin}/api/partner/leads.csv`)).text();
    const [header, ...rows] = csv.trim().split('\r\n');
    const line = rows.find((candidate) => candidate.includes(visitorEmail)) ?? '';
    const cells = Object.fromEntries(header.split(',').map((name, index) => [name, line.split(',')[index]]));
    expect(cells.utm_source).toBe('newsletter');
    expect(cells.utm_campaign).toBe('spring');
    expect(cells.gclid).toBe('TeSt-123');
    expect(cells.hidden_fields).toBe('"{""agent"":""jo_7""}"');
    expect(cells.status).toBe('confirmed');

    // The receiver got both events, each with a valid signature over the raw body.
    await expect
      .poll(() => received.map((event) => (JSON.parse(event.body) as { type: string }).type).sort(), {
        timeout: 60_000,
      })
      .toEqual(expect.arrayContaining(['lead.confirmed', 'lead.created']));
    for (const event of received) {
      const parts = Object.fromEntries(event.signature.split(',').map((part) => part.split('=', 2)));
      const expected = createHmac('sha256', secret).update(`${parts.t}.${event.body}`).digest();
      const given = Buffer.from(parts.v1 ?? '', 'hex');
      expect(given.length === expected.length && timingSafeEqual(given, expected)).toBe(true);
    }
  } finally {
    receiver.server.close();
  }
});
