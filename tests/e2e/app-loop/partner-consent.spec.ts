import { readFileSync } from 'node:fs';
import { islandsHydrated } from './support/app-session';
import { expect, test } from './support/fixtures';
import { createFormByApi } from './support/form-builder';

/**
 * Proof of consent (issue 30): a lead sent from a page of another origin keeps the exact consent
 * line the widget showed; the partner then changes the form's wording, and the console's "Proof of
 * consent" still shows (and downloads) the words the visitor saw, not the new ones. On the worker's
 * shared product, as a partner of its own.
 */
test('a lead from another site keeps the consent text it was shown, whatever the form says later', async ({
  page,
  browser,
  product,
  startTrial,
  openPartnerSite,
  uniqueEmail,
}) => {
  test.setTimeout(240_000);
  const partnerSite = await openPartnerSite('Cove Lending');
  const siteOrigin = partnerSite.origin;

  await startTrial('Cove Lending', 'owner@cove.example');

  // The form, through the partner API with the console's session.
  const formId = await createFormByApi(page, product.origin, {
    name: 'Cove homepage',
    businessName: 'Cove Lending',
  });
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
  const visitorEmail = uniqueEmail('sam.visitor@example.com');
  await form.getByLabel('Email', { exact: true }).fill(visitorEmail);
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
  const row = page.getByRole('row').filter({ hasText: visitorEmail });
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
});
