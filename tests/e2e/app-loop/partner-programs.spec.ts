import { expectNoAxeViolations } from '../support/accessibility';
import { islandsHydrated } from './support/app-session';
import { expect, test } from './support/fixtures';
import { createFormAndCopySnippet, openNewFormBuilder } from './support/form-builder';

/**
 * Issue 31 item 4: a partner's form offers VA only (ticked by keyboard in the builder); a veteran on
 * the partner's own site (another origin) sends a lead without any program choice to make (one
 * program is a fixed field), told that a 15-year VA loan watches the 30-year VA rate; the console's
 * lead table shows the lead as "30-year VA". On the worker's shared product, as a partner of its own.
 */
test('a partner form offering VA only takes a VA lead from another site, and the console shows it as VA', async ({
  page,
  browser,
  product,
  startTrial,
  openPartnerSite,
  uniqueEmail,
}) => {
  test.setTimeout(300_000);
  const partnerSite = await openPartnerSite('Valor Home Loans');
  const siteOrigin = partnerSite.origin;

  const owner = await startTrial('Valor Home Loans', 'owner@valor.example');

  // The builder lists the catalogue's programs, conventional ticked; the partner offers VA only, by keyboard.
  const builder = await openNewFormBuilder(page, product.origin);
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
  const { snippet } = await createFormAndCopySnippet(page, builder, product.origin);
  partnerSite.paste(snippet);

  // The veteran, on the partner's site, by keyboard.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${siteOrigin}/va`);
  const form = visitor.locator('mrn-lead-form');
  await form.getByLabel('Name', { exact: true }).fill('Val Veteran');
  const veteran = uniqueEmail('val.veteran@example.com');
  await form.getByLabel('Email', { exact: true }).fill(veteran);
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
  const row = page.getByRole('row').filter({ hasText: veteran });
  await expect(row).toContainText('30-year VA');
  await product.mailbox.waitFor(owner, /^New lead from your form "VA page"$/);
});
