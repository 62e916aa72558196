import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { GUIDE_SCREENSHOT_SIZE, GUIDE_SCREENSHOTS } from '../../../site/src/data/guide-screenshots';
import { islandsHydrated, signInWithCode } from './support/app-session';
import { expect, test } from './support/fixtures';
import { openNewFormBuilder } from './support/form-builder';

/**
 * Regenerates the installation guide's screenshots of the partner console (site/public/guide/*.jpg) from
 * the console as it is, so the guide never shows screens that no longer exist. Walks what a new partner
 * does: profile and trial, a form in the builder, its install section, a lead, analytics, keys, webhooks.
 * On the worker's shared product, as a partner of its own: the console shows only that partner's data.
 */
const screenshotDirectory = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../site/public',
);
/**
 * Writes one of the guide's screenshots: the viewport (the size the guide declares) scrolled to `from`,
 * by default the page's main area, and checks it is a real image.
 */
async function capture(page: Page, name: keyof typeof GUIDE_SCREENSHOTS, from = page.getByRole('main')) {
  const { src, width, height } = GUIDE_SCREENSHOTS[name];
  expect(page.viewportSize()).toEqual({ width, height });
  await from.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const file = path.join(screenshotDirectory, src);
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, type: 'jpeg', quality: 72, animations: 'disabled', caret: 'hide' });
  expect(statSync(file).size).toBeGreaterThan(5_000);
}

test('the guide’s console screenshots are taken from the console as it is', async ({ page, product }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: GUIDE_SCREENSHOT_SIZE.width, height: GUIDE_SCREENSHOT_SIZE.height });
  // Not made unique (uniqueEmail): the builder shows the account's address, and the guide pictures it.
  // No other spec signs in with it.
  const email = 'guide@lakeside-loans.example';
  await page.goto(`${product.origin}/app/partner`);
  await page.waitForURL(/\/app\/sign-in\?next=/);
  await signInWithCode(page, product.mailbox, email);
  await page.waitForURL(`${product.origin}/app/partner`);
  await islandsHydrated(page);

  const become = page.getByRole('region', { name: 'Become a partner' });
  await become.getByLabel('Business name').fill('Lakeside Home Loans');
  await become.getByLabel('Licence ID (optional)').fill('NMLS #123456');
  await capture(page, 'profile');
  await become.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText(/14 days left/);
  await capture(page, 'overview');

  const builder = await openNewFormBuilder(page, product.origin);
  await builder.getByLabel('Form name').fill('Homepage sidebar');
  await builder.getByLabel('Business name').fill('Lakeside Home Loans');
  await builder.getByLabel('Header text').fill('Watch rates with Lakeside');
  await expect(page.locator('mrn-lead-form').getByText('Watch rates with Lakeside')).toBeVisible();
  await capture(page, 'builder');
  await builder.getByRole('button', { name: 'Create form' }).click();
  await page.waitForURL(/\/app\/partner\/forms\/edit\?id=/);
  const formId = new URL(page.url()).searchParams.get('id') ?? '';
  const install = page.getByRole('region', { name: 'Install' });
  await expect(install.getByLabel('Embed in the page snippet')).toHaveValue(
    new RegExp(`data-form="${formId}"`),
  );
  await capture(page, 'install', install);

  // One lead, as a visitor's widget would send it, so the leads table is not empty.
  const lead = await fetch(`${product.origin}/api/forms/${formId}/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      rateType: '30y',
      targetRate: 5.75,
      direction: 'below',
      consent: true,
      pageUrl: 'https://www.lakeside-loans.example/rates?utm_source=newsletter&utm_campaign=spring',
    }),
  });
  expect(lead.status).toBe(201);
  await page.goto(`${product.origin}/app/partner/leads`);
  await islandsHydrated(page);
  await expect(page.getByRole('rowheader', { name: 'Jordan Rivera' })).toBeVisible();
  await capture(page, 'leads');

  for (const [name, route] of [
    ['analytics', '/app/partner/analytics'],
    ['keys', '/app/partner/keys'],
    ['webhooks', '/app/partner/webhooks'],
  ] as const) {
    await page.goto(`${product.origin}${route}`);
    await islandsHydrated(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await capture(page, name);
  }
});
