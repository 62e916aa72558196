import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountAlertListSchema, currentRatesAnswerSchema } from '@mrn/sdk/schemas';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { signInWithCode } from './support/app-session';
import { expect, test } from './support/fixtures';
import { loopPort } from './support/loop-ports';
import { Mailbox } from './support/mailbox';
import { importRates, type ProductProcess, startProduct } from './support/product-process';

/**
 * Issue 31, "My loan": a new homebuyer says their loan is FHA, 30 years; the dashboard shows the FHA
 * rate and draws its history; a target alert set there watches the FHA series. A conforming import
 * that crosses the same threshold mails someone watching the conforming rate and not them; an FHA
 * import that crosses it sends them exactly one mail naming "30-year FHA".
 * Its own product process (worker on) and data directory, not the worker's shared one: the imported
 * rates are what every account sees. The site must be built.
 */
test.describe.configure({ mode: 'serial' });

const PORT = loopPort(15);
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'mrn-my-loan-'));
const environment = { DATA_DIR: dataDirectory };
const mailbox = new Mailbox(path.join(dataDirectory, 'mail'));
let product: ProductProcess;

const RATE_MAIL = /rate is .*your .*target/i;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  product = await startProduct(PORT, environment);
});

test.afterAll(async () => {
  await product?.stop();
  rmSync(dataDirectory, { recursive: true, force: true });
});

async function seriesRate(id: string) {
  const response = await fetch(`${product.origin}/api/rates/current`);
  expect(response.status).toBe(200);
  const series = currentRatesAnswerSchema
    .parse(await response.json())
    .series.find((entry) => entry.id === id);
  if (!series?.value || !series.date) throw new Error(`${id} should have a (sample) rate`);
  return { value: series.value, date: series.date };
}

/** A FRED CSV of one series (its id is the header's column), one row per value, on the days after `after`. */
function csvFile(name: string, seriesId: string, after: string, values: number[]): string {
  const day = new Date(`${after}T00:00:00Z`);
  const rows = values.map((value) => {
    day.setUTCDate(day.getUTCDate() + 1);
    return `${day.toISOString().slice(0, 10)},${value.toFixed(3)}`;
  });
  const file = path.join(dataDirectory, name);
  writeFileSync(file, `observation_date,${seriesId}\n${rows.join('\n')}\n`);
  return file;
}

async function signUp(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${product.origin}/app/sign-up`);
  await signInWithCode(page, mailbox, email);
  await page.waitForURL(`${product.origin}/app`);
  return page;
}

async function addTargetAlert(page: Page, seriesLabel: string, threshold: number): Promise<void> {
  const form = page.getByRole('form', { name: 'Add an alert' });
  await expect(form.getByLabel('Rate', { exact: true }).locator('option:checked')).toHaveText(seriesLabel);
  await form.getByLabel('Alert me when it').selectOption('below');
  await form.getByLabel('Target rate (%)').fill(threshold.toFixed(3));
  await form.getByRole('button', { name: 'Add alert' }).click();
  const row = page.getByRole('listitem').filter({ hasText: threshold.toFixed(3) });
  await expect(row).toContainText(/active/i);
  await expect(row).toContainText(seriesLabel);
}

test('an FHA borrower sees the FHA rate and chart, and only an FHA crossing mails them', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const fha = await seriesRate('OBMMIFHA30YF');
  const conforming = await seriesRate('OBMMIC30YF');
  const threshold = Math.round((fha.value - 0.1) * 1000) / 1000;

  const buyer = 'fha.buyer@example.com';
  const page = await signUp(browser, buyer);
  const ratesPanel = page.getByRole('region', { name: 'Current rates' });
  const myLoan = ratesPanel.getByRole('form', { name: 'My loan' });
  await myLoan.getByLabel('Loan program').selectOption({ label: 'FHA' });
  await myLoan.getByLabel('Term').selectOption({ label: '30 years' });
  await expect(myLoan.getByLabel('Credit score')).toHaveCount(0);
  await myLoan.getByRole('button', { name: 'Save my loan' }).click();
  await expect(myLoan.getByText('Saved: your loan is the 30-year FHA.')).toBeVisible();

  // The rate for borrowers like them, beside the headline 30-year.
  const shown = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  const mine = ratesPanel.locator('[data-my-loan="OBMMIFHA30YF"]');
  await expect(mine.getByRole('heading')).toHaveText('Rate for borrowers like you: 30-year FHA');
  await expect(mine.getByText(`${shown.format(fha.value)}%`, { exact: true })).toBeVisible();
  await expect(ratesPanel.locator('[data-rate-type="30y"]')).toContainText(
    `${shown.format(conforming.value)}%`,
  );

  // Its chart: the FHA line, labelled in words, with the headline 30-year beside it.
  const history = page.getByRole('region', { name: 'Rate history' });
  await expect(history.getByRole('img', { name: /Mortgage rate history/ })).toBeVisible();
  await expect(history.locator('.app-line-chart__legend')).toContainText('30-year FHA');
  await expect(history.locator('.app-line-chart__legend')).toContainText('30-year fixed');
  await expect(history.getByRole('status').filter({ hasText: 'Showing 1 year.' })).toContainText(
    'The 30-year FHA rate went from',
  );

  // The saved loan is the account's: a reload (no localStorage) still shows it.
  await page.reload();
  await expect(page.locator('[data-my-loan="OBMMIFHA30YF"]')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('mrn:my-loan'))).toBeNull();

  // New alerts default to the person's series.
  await addTargetAlert(page, '30-year FHA', threshold);
  await expectNoAxeViolations(page);

  // Someone watching the conforming 30-year at the same threshold: they prove the conforming import fanned out.
  const watcher = 'conforming.watcher@example.com';
  const watcherPage = await signUp(browser, watcher);
  await watcherPage
    .getByRole('form', { name: 'Add an alert' })
    .getByLabel('Rate', { exact: true })
    .selectOption({ label: '30-year fixed' });
  await addTargetAlert(watcherPage, '30-year fixed', threshold);

  // A conforming observation above, then one below the threshold (PGlite is one process: stop, import, start).
  await product.stop();
  await importRates(
    csvFile('conforming.csv', 'OBMMIC30YF', conforming.date, [threshold + 0.5, threshold - 0.25]),
    environment,
  );
  product = await startProduct(PORT, environment);
  const watcherMail = await mailbox.waitFor(watcher, RATE_MAIL, 60_000);
  expect(watcherMail.subject).toMatch(/30-year fixed/);
  // Stop only once the send is recorded: a stop between writing the mail and recording it sends it again.
  await expect
    .poll(async () => {
      const answer = await watcherPage.request.get(`${product.origin}/api/app/alerts`);
      return accountAlertListSchema.parse(await answer.json()).alerts[0]?.notifications.length;
    })
    .toBe(1);
  expect(await mailbox.matching(buyer, RATE_MAIL)).toHaveLength(0);

  // An FHA observation that crosses the buyer's threshold.
  await product.stop();
  const crossing = Math.round((threshold - 0.15) * 1000) / 1000;
  await importRates(csvFile('fha.csv', 'OBMMIFHA30YF', fha.date, [crossing]), environment);
  product = await startProduct(PORT, environment);
  const alertMail = await mailbox.waitFor(buyer, RATE_MAIL, 60_000);
  expect(alertMail.subject).toContain('30-year FHA');
  expect(alertMail.text).toContain('30-year FHA');
  expect(alertMail.text).toContain(`Current rate: ${crossing.toFixed(3)}%`);
  // Give a second send every chance to happen, then check there was none.
  await page.waitForTimeout(5_000);
  expect(await mailbox.matching(buyer, RATE_MAIL)).toHaveLength(1);
  expect(await mailbox.matching(watcher, RATE_MAIL)).toHaveLength(1);
});
