import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { islandsHydrated, signInWithCode } from './support/app-session';
import { Mailbox } from './support/mailbox';
import { type ProductProcess, startProduct } from './support/product-process';

/**
 * A professional becomes a partner without an operator: sign in, the short profile, the Pro trial,
 * the console's leads and API keys, a form built with the live preview (the real widget) and its
 * install snippet, then forms, analytics and webhooks, each page checked with axe. Its own product process
 * (worker on, for the sign-in mail) on the next port after the homebuyer loop's.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_LOOP_PORT ?? 4331) + 1;
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'mrn-partner-'));
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

test('a professional becomes a partner, starts the trial, builds a form with a live preview, and reaches every console page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = 'loan.officer@lender.example';
  await page.goto(`${product.origin}/app/partner`);
  await page.waitForURL(/\/app\/sign-in\?next=/);
  await signInWithCode(page, mailbox, email);
  await page.waitForURL(`${product.origin}/app/partner`);
  await islandsHydrated(page);

  const become = page.getByRole('region', { name: 'Become a partner' });
  await expect(become).toBeVisible();
  await expectNoAxeViolations(page);
  await become.getByLabel('Business name').fill('Lakeside Home Loans');
  await become.getByLabel('Licence ID (optional)').fill('NMLS #123456');
  await become.getByRole('button', { name: 'Start my free trial' }).click();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText(/14 days left/);
  await expectNoAxeViolations(page);

  await page.goto(`${product.origin}/app/partner/leads`);
  await islandsHydrated(page);
  await expect(
    page.getByText('No leads yet. Once your form is on your site, leads appear here.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${product.origin}/app/partner/keys`);
  await islandsHydrated(page);
  await page.getByLabel('Key name').fill('CRM sync');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = page.getByLabel('The new API key');
  await expect(secret).toHaveValue(/^mrn_/);
  await expectNoAxeViolations(page);

  // The key works as a Bearer key against the partner API, which now knows this partner.
  const forms = await fetch(`${product.origin}/api/partner/forms`, {
    headers: { Authorization: `Bearer ${await secret.inputValue()}` },
  });
  expect(forms.status).toBe(200);
  expect(await forms.json()).toEqual({ forms: [] });

  // The builder: the preview is the real widget with the draft settings.
  await page.goto(`${product.origin}/app/partner/forms/edit?new=1`);
  await islandsHydrated(page);
  const builder = page.getByRole('form', { name: 'New form' });
  await builder.getByLabel('Business name').fill('Lakeside Home Loans');
  await builder.getByLabel('Header text').fill('Watch rates with Lakeside');
  await expect(page.locator('mrn-lead-form').getByText('Watch rates with Lakeside')).toBeVisible();
  await expectNoAxeViolations(page);
  await builder.getByRole('button', { name: 'Create form' }).click();
  await page.waitForURL(/\/app\/partner\/forms\/edit\?id=/);
  const formId = new URL(page.url()).searchParams.get('id') ?? '';
  const install = page.getByRole('region', { name: 'Install' });
  await expect(install).toContainText(`${product.origin}/embed.js`);
  await expect(install).toContainText(`data-form="${formId}"`);

  for (const path of ['/app/partner/forms', '/app/partner/analytics', '/app/partner/webhooks']) {
    await page.goto(`${product.origin}${path}`);
    await islandsHydrated(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
