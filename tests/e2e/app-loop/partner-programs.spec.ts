import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { islandsHydrated, startPartnerTrial } from './support/app-session';
import { Mailbox } from './support/mailbox';
import { type PartnerSite, startPartnerSite } from './support/partner-site';
import { type ProductProcess, startProduct } from './support/product-process';

/**
 * Issue 31 item 4: a partner's form offers VA only (ticked by keyboard in the builder); a veteran on
 * the partner's own site (another origin) sends a lead without any program choice to make (one
 * program is a fixed field), told that a 15-year VA loan watches the 30-year VA rate; the console's
 * lead table shows the lead as "30-year VA". Own product process and data directory.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_LOOP_PORT ?? 4331) + 16;
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'mrn-partner-programs-'));
const environment = { DATA_DIR: dataDirectory };
const mailbox = new Mailbox(path.join(dataDirectory, 'mail'));
let product: ProductProcess;
let partnerSite: PartnerSite | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  product = await startProduct(PORT, environment);
});

test.afterAll(async () => {
  partnerSite?.close();
  await product?.stop();
  rmSync(dataDirectory, { recursive: true, force: true });
});

test('a partner form offering VA only takes a VA lead from another site, and the console shows it as VA', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  partnerSite = await startPartnerSite('Valor Home Loans');
  const siteOrigin = partnerSite.origin;

  await startPartnerTrial(page, mailbox, product.origin, 'owner@valor.example', 'Valor Home Loans');

  // The builder lists the catalogue's programs, conventional ticked; the partner offers VA only, by keyboard.
  await page.goto(`${product.origin}/app/partner/forms/edit?new=1`);
  await islandsHydrated(page);
  const builder = page.getByRole('form', { name: 'New form' });
  await builder.getByLabel('Form name').fill('VA page');
  const programs = builder.getByRole('group', { name: 'Loan programs visitors can choose' });
  await expect(programs.getByRole('checkbox')).toHaveCount(5);
  const conventional = programs.getByRole('checkbox', { name: 'Conventional' });
  await expect(conventional).toBeChecked();
  await programs.getByRole('checkbox', { name: 'VA' }).focus();
  await page.keyboard.press('Space');
  await conventional.focus();
  await page.keyboard.press('Space');
  await expect(programs.getByRole('checkbox', { name: 'VA' })).toBeChecked();
  await expect(conventional).not.toBeChecked();
  // The live preview (the real widget): one program, so no select.
  const preview = page.locator('mrn-lead-form');
  await expect(preview.getByLabel('Rate type')).toBeVisible();
  await expect(preview.getByLabel('Loan program')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await builder.getByRole('button', { name: 'Create form' }).click();
  await page.waitForURL(/\/app\/partner\/forms\/edit\?id=/);
  const snippet = (
    await page.getByRole('region', { name: 'Install' }).getByLabel('Embed in the page snippet').inputValue()
  ).trim();
  expect(snippet).toContain(`src="${product.origin}/embed.js"`);
  partnerSite.paste(snippet);

  // The veteran, on the partner's site, by keyboard.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${siteOrigin}/va`);
  const form = visitor.locator('mrn-lead-form');
  await form.getByLabel('Name', { exact: true }).fill('Val Veteran');
  await form.getByLabel('Email', { exact: true }).fill('val.veteran@example.com');
  await expect(form.getByLabel('Loan program')).toHaveCount(0);
  await form.getByLabel('Rate type').selectOption('15y');
  await expect(form.getByLabel('Rate type')).toHaveAccessibleDescription(
    'No 15-year VA rate is published: your alert watches the 30-year VA rate.',
  );
  await form.getByLabel('Target rate (%)').fill('5.5');
  await form.getByRole('checkbox').focus();
  await visitor.keyboard.press('Space');
  await form.getByRole('button', { name: 'Get Rate Alerts' }).focus();
  await visitor.keyboard.press('Enter');
  await expect(form.getByRole('status').filter({ hasText: /Check your inbox/ })).toBeVisible();
  await visitorContext.close();

  // The console's lead table names the series the lead's alert watches.
  await page.goto(`${product.origin}/app/partner/leads`);
  await islandsHydrated(page);
  const row = page.getByRole('row').filter({ hasText: 'val.veteran@example.com' });
  await expect(row).toContainText('30-year VA');
  await mailbox.waitFor('owner@valor.example', /^New lead from your form "VA page"$/);
});
