import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { islandsHydrated, signInWithCode } from './support/app-session';
import { Mailbox } from './support/mailbox';
import { type ProductProcess, startProduct } from './support/product-process';

/**
 * Proof of consent (issue 30): a lead sent from a page of another origin keeps the exact consent
 * line the widget showed; the partner then changes the form's wording, and the console's "Proof of
 * consent" still shows (and downloads) the words the visitor saw, not the new ones.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_LOOP_PORT ?? 4331) + 13;
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'mrn-partner-consent-'));
const mailbox = new Mailbox(path.join(dataDirectory, 'mail'));
let product: ProductProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  product = await startProduct(PORT, { DATA_DIR: dataDirectory });
});

test.afterAll(async () => {
  await product?.stop();
  rmSync(dataDirectory, { recursive: true, force: true });
});

test('a lead from another site keeps the consent text it was shown, whatever the form says later', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  let snippet = '';
  const partnerSite: Server = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><html lang="en"><head><title>Cove Lending</title></head>
      <body><main><h1>Cove Lending</h1>${snippet}</main></body></html>`);
  });
  await new Promise<void>((resolve) => partnerSite.listen(0, '127.0.0.1', resolve));
  const siteOrigin = `http://127.0.0.1:${(partnerSite.address() as AddressInfo).port}`;

  try {
    await page.goto(`${product.origin}/app/partner`);
    await page.waitForURL(/\/app\/sign-in\?next=/);
    await signInWithCode(page, mailbox, 'owner@cove.example');
    await page.waitForURL(`${product.origin}/app/partner`);
    await islandsHydrated(page);
    const become = page.getByRole('region', { name: 'Become a partner' });
    await become.getByLabel('Business name').fill('Cove Lending');
    await become.getByRole('button', { name: 'Start my free trial' }).click();
    await expect(page.getByRole('region', { name: 'Your plan' })).toContainText(/14 days left/);

    // The form, through the partner API with the console's session.
    const created = await page.request.post(`${product.origin}/api/partner/forms`, {
      headers: { Origin: product.origin },
      data: { name: 'Cove homepage', businessName: 'Cove Lending' },
    });
    expect(created.status()).toBe(201);
    const formId = ((await created.json()) as { form: { id: string } }).form.id;
    snippet = `<script src="${product.origin}/embed.js" data-form="${formId}"></script>`;

    // A visitor on the partner's own site reads the consent line, ticks it and sends the form.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${siteOrigin}/rates`);
    const form = visitor.locator('mrn-lead-form');
    const consentBox = form.getByRole('checkbox');
    await expect(consentBox).toBeVisible();
    const shown = ((await form.locator('.mrn-consent label').textContent()) ?? '').trim();
    expect(shown).toContain('Cove Lending');
    await form.getByLabel('Name', { exact: true }).fill('Sam Visitor');
    await form.getByLabel('Email', { exact: true }).fill('sam.visitor@example.com');
    await form.getByLabel('Target rate (%)').fill('5.5');
    await consentBox.check();
    await form.getByRole('button', { name: 'Get Rate Alerts' }).click();
    await expect(
      form
        .getByRole('status')
        .filter({ hasText: /check your email|thank/i })
        .first(),
    ).toBeVisible();
    await visitorContext.close();

    // The partner rewords the form: a new version, for later leads only.
    const changed = await page.request.patch(`${product.origin}/api/partner/forms/${formId}`, {
      headers: { Origin: product.origin },
      data: { businessName: 'Cove Home Loans' },
    });
    expect(changed.status()).toBe(200);

    await page.goto(`${product.origin}/app/partner/leads`);
    await islandsHydrated(page);
    const row = page.getByRole('row').filter({ hasText: 'sam.visitor@example.com' });
    await row.getByRole('button', { name: 'Proof of consent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Proof of consent: Sam Visitor' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('blockquote')).toHaveText(shown);
    await expect(dialog).not.toContainText('Cove Home Loans');
    await expect(dialog).toContainText(`${siteOrigin}/rates`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download JSON' }).click(),
    ]);
    const saved = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      consentRecord: { text: string; checked: boolean; formId: string; pageUrl: string };
    };
    expect(saved.consentRecord).toMatchObject({
      text: shown,
      checked: true,
      formId,
      pageUrl: `${siteOrigin}/rates`,
    });
  } finally {
    partnerSite.close();
  }
});
