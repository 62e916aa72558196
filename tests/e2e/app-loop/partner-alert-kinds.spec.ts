import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatPayment, refinanceOutcomeAt, refinanceThresholdRate } from '@mrn/sdk/finance';
import { currentRatesSchema } from '@mrn/sdk/schemas';
import { expectNoAxeViolations } from '../support/accessibility';
import { islandsHydrated, startPartnerTrial } from './support/app-session';
import { expect, test } from './support/fixtures';
import { createFormAndCopySnippet, openNewFormBuilder } from './support/form-builder';
import { loopPort } from './support/loop-ports';
import { linkIn, Mailbox } from './support/mailbox';
import { importRates, type ProductProcess, startProduct } from './support/product-process';

/**
 * Issue 14 item 6: a partner ticks "Refinance saving" in the form builder; a homeowner on the
 * partner's own site (another origin) chooses that alert in the widget and enters their loan; the
 * console's lead table shows the kind and the rate derived from the numbers; the confirmation
 * states the rule; an observation at that rate mails the homeowner the saving, on the partner's
 * behalf. Own product process and data directory: the imported rate is what every account sees, so
 * this spec cannot use the worker's shared product.
 */
test.describe.configure({ mode: 'serial' });

const PORT = loopPort(8);
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'mrn-partner-alert-kinds-'));
const environment = { DATA_DIR: dataDirectory };
const mailbox = new Mailbox(path.join(dataDirectory, 'mail'));
let product: ProductProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  product = await startProduct(PORT, environment);
});

test.afterAll(async () => {
  await product?.stop();
  rmSync(dataDirectory, { recursive: true, force: true });
});

const roundRate = (rate: number) => Math.round(rate * 1000) / 1000;

test('a homeowner picks the refinance alert on a partner’s form; the partner sees its rate; the saving arrives by mail', async ({
  page,
  browser,
  openPartnerSite,
}) => {
  test.setTimeout(300_000);
  const partnerSite = await openPartnerSite('Harbor Lending');
  const siteOrigin = partnerSite.origin;

  // The partner builds a form that offers refinance alerts.
  await startPartnerTrial(page, mailbox, product.origin, 'owner@harbor.example', 'Harbor Lending');

  const builder = await openNewFormBuilder(page, product.origin);
  await builder.getByLabel('Form name').fill('Refinance page');
  await builder.getByLabel('Business name').fill('Harbor Lending');
  await builder
    .getByRole('group', { name: 'Alerts visitors can choose' })
    .getByRole('checkbox', { name: /^Refinance saving/ })
    .check();
  // The live preview offers the choice too.
  await expect(page.locator('mrn-lead-form').getByLabel('Alert me about')).toBeVisible();
  await expectNoAxeViolations(page);
  const { editUrl, snippet } = await createFormAndCopySnippet(page, builder, product.origin);
  partnerSite.paste(snippet);

  // A loan 1.5 points above today's rate, asking for the saving refinancing brings 0.125 below today.
  const response = await fetch(`${product.origin}/api/rates/current`);
  const rate30 = currentRatesSchema.parse(await response.json()).rates.find((rate) => rate.type === '30y');
  if (!rate30) throw new Error('the 30-year rate should be seeded');
  const loan = {
    currentBalance: 240_000,
    currentRate: roundRate(rate30.value + 1.5),
    yearsRemaining: 27,
    closingCosts: 3_000,
    newTermYears: 30,
    maxBreakEvenMonths: null,
  };
  const saving = refinanceOutcomeAt({ ...loan, minMonthlySaving: null }, roundRate(rate30.value - 0.125));
  if (!saving) throw new Error('the calculator should accept the loan');
  const inputs = { ...loan, minMonthlySaving: Math.floor(saving.monthlySaving) };
  const threshold = refinanceThresholdRate(inputs);
  if (threshold === null) throw new Error('the rule should be met at some rate');
  expect(threshold).toBeLessThan(rate30.value);

  // The homeowner, on the partner's site.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${siteOrigin}/refinance`);
  const form = visitor.locator('mrn-lead-form');
  await form.getByLabel('Name', { exact: true }).fill('Robin Owner');
  await form.getByLabel('Email', { exact: true }).fill('robin.owner@example.com');
  await form.getByLabel('Alert me about').selectOption('refinance');
  await expect(form.getByLabel('Target rate (%)')).toHaveCount(0);
  await form.getByLabel('Balance you owe ($)').fill('240,000');
  await form.getByLabel('Your current rate (%)').fill(String(inputs.currentRate));
  await form.getByLabel('Years left on your loan').fill(String(inputs.yearsRemaining));
  await form.getByLabel('Estimated closing costs ($)').fill(String(inputs.closingCosts));
  await form.getByLabel(/save at least/).fill(String(inputs.minMonthlySaving));
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Get Rate Alerts' }).click();
  await expect(form.getByRole('status').filter({ hasText: /Check your inbox/ })).toBeVisible();

  // The partner sees the kind, what was entered and the derived rate.
  await page.goto(`${product.origin}/app/partner/leads`);
  await islandsHydrated(page);
  const row = page.getByRole('row').filter({ hasText: 'robin.owner@example.com' });
  await expect(row).toContainText('Refinance saving');
  await expect(row).toContainText('$240,000 at');
  await expect(row).toContainText(`${threshold.toFixed(3)}%derived from their numbers`);
  await mailbox.waitFor('owner@harbor.example', /^New lead from your form "Refinance page"$/);

  // The confirmation states the rule; the homeowner confirms.
  const confirmation = await mailbox.waitFor('robin.owner@example.com', /confirm your mortgage rate alert/i);
  expect(confirmation.text ?? '').toContain(
    `save at least ${formatPayment(inputs.minMonthlySaving)} a month`,
  );
  expect(confirmation.text ?? '').toContain(`falls to or below ${threshold.toFixed(3)}%`);
  await visitor.goto(linkIn(confirmation, `${product.origin}/api/alerts/confirm?token=`));
  await visitor.getByRole('button', { name: 'Confirm my alert' }).click();
  await expect(visitor.getByRole('heading', { name: 'Your rate alert is on' })).toBeVisible();
  await visitorContext.close();

  // A rate that meets the rule arrives (by hand import: PGlite is one process, so the product stops).
  const crossingRate = roundRate(rate30.value - 0.25);
  const next = new Date(`${rate30.date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const file = path.join(dataDirectory, 'crossing.csv');
  writeFileSync(
    file,
    `observation_date,OBMMIC30YF\n${next.toISOString().slice(0, 10)},${crossingRate.toFixed(3)}\n`,
  );
  await product.stop();
  await importRates(file, environment);
  product = await startProduct(PORT, environment);

  const alert = await mailbox.waitFor('robin.owner@example.com', /refinancing saves/i, 60_000);
  const outcome = refinanceOutcomeAt(inputs, crossingRate);
  if (!outcome) throw new Error('refinancing should pay at the crossing rate');
  expect(alert.text ?? '').toContain(`Monthly saving: ${formatPayment(outcome.monthlySaving)}`);
  expect(alert.text ?? '').toContain('Harbor Lending');

  // Issue 13 item 2: once the partner allows only their real site, this page's origin is refused:
  // the visitor reads one sentence instead of a form that could not send, the developer one console line.
  await page.goto(editUrl);
  await islandsHydrated(page);
  await page.getByLabel('Allowed sites (optional)').fill('https://www.harbor.example');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  const refusedContext = await browser.newContext();
  const refused = await refusedContext.newPage();
  const consoleErrors: string[] = [];
  refused.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await refused.goto(`${siteOrigin}/refinance`);
  await expect(
    refused.locator('mrn-lead-form').getByText('This form is not enabled on this site.'),
  ).toBeVisible();
  await expect(refused.locator('mrn-lead-form').getByRole('textbox')).toHaveCount(0);
  await expect
    .poll(
      () => consoleErrors.filter((text) => text.includes(`does not accept leads from ${siteOrigin}`)).length,
    )
    .toBe(1);
  await refusedContext.close();
});
