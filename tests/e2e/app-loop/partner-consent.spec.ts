import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { islandsHydrated, startPartnerTrial } from './support/app-session';
import { Mailbox } from './support/mailbox';
import { startPartnerSite } from './support/partner-site';
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
  const partnerSite = await startPartnerSite('Cove Lending');
  const siteOrigin = partnerSite.origin;

  try {
    await startPartnerTrial(page, mailbox, product.origin, 'owner@cove.example', 'Cove Lending');

    // The form, through the partner API with the console's session.
    const created = await page.request.post(`${product.origin}/api/partner/forms`, {
      headers: { Origin: product.origin },
      data: { name: 'Cove homepage', businessName: 'Cove Lending' },
    });
    expect(created.status()).toBe(201);
    const formId = ((await created.json()) as { form: { id: string } }).form.id;
    partnerSite.paste(`<script src="${product.origin}/embed.js" data-form="${formId}"></script>`);

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
