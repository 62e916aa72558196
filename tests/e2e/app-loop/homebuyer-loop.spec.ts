import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { currentRatesSchema } from '@mrn/sdk/schemas';
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { askForSignInMail, islandsHydrated, signInWithCode } from './support/app-session';
import { expect, test } from './support/fixtures';
import { loopPort } from './support/loop-ports';
import { linkIn, Mailbox } from './support/mailbox';
import { importRates, type ProductProcess, startProduct } from './support/product-process';

/**
 * The product's core loop on the running product, as a new homebuyer walks it: home page → Get Free
 * Rate Alerts → sign up → the mailed link → dashboard with both rates → an alert → a crossing rate
 * imported with rates:import → exactly one alert mail → its unsubscribe → the dashboard says so.
 * Its own product process (worker on) and data directory, not the worker's shared one: the imported rate
 * is what every account sees. The site must be built (npm test builds).
 */
test.describe.configure({ mode: 'serial' });

const PORT = loopPort(0);
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'mrn-loop-'));
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

async function currentRates() {
  const response = await fetch(`${product.origin}/api/rates/current`);
  expect(response.status).toBe(200);
  return currentRatesSchema.parse(await response.json());
}

async function openNewTab(context: BrowserContext, click: () => Promise<void>): Promise<Page> {
  const [opened] = await Promise.all([context.waitForEvent('page'), click()]);
  await opened.waitForLoadState('domcontentloaded');
  return opened;
}

/** A FRED CSV with one observation after the newest one we have. */
function crossingObservationFile(latestDate: string, value: number): string {
  const next = new Date(`${latestDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const file = path.join(dataDirectory, 'crossing.csv');
  writeFileSync(
    file,
    `observation_date,OBMMIC30YF\n${next.toISOString().slice(0, 10)},${value.toFixed(3)}\n`,
  );
  return file;
}

test('a homebuyer signs up, sets an alert, gets exactly one mail when the rate crosses it, and unsubscribes', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const email = 'first.buyer@example.com';

  await page.goto(`${product.origin}/`);
  const app = await openNewTab(context, () =>
    page
      .getByRole('link', { name: /Get Free Rate Alerts/ })
      .first()
      .click(),
  );
  expect(new URL(app.url()).pathname).toBe('/app/sign-up');
  await askForSignInMail(app, email);

  const signInMail = await mailbox.waitFor(email, /sign-in code/i);
  const link = linkIn(signInMail, `${product.origin}/app/verify?token=`);
  await app.goto(link);
  // Opening the link changed nothing (mail scanners open links): still signed out until the press.
  expect((await app.request.get(`${product.origin}/api/auth/session`)).status()).toBe(401);
  await islandsHydrated(app);
  await app.getByRole('button', { name: 'Sign in' }).click();
  await app.waitForURL(`${product.origin}/app`);

  const rates = await currentRates();
  const rate30 = rates.rates.find((rate) => rate.type === '30y');
  const rate15 = rates.rates.find((rate) => rate.type === '15y');
  if (!rate30 || !rate15) throw new Error('both rates should be seeded');
  const currentRatesPanel = app.getByRole('region', { name: 'Current rates' });
  const shown = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  await expect(currentRatesPanel.getByText(`${shown.format(rate30.value)}%`, { exact: true })).toBeVisible();
  await expect(currentRatesPanel.getByText(`${shown.format(rate15.value)}%`, { exact: true })).toBeVisible();

  const threshold = Math.round((rate30.value - 0.1) * 1000) / 1000;
  const form = app.getByRole('form', { name: 'Add an alert' });
  await form.getByLabel('Rate', { exact: true }).selectOption({ label: '30-year fixed' });
  await form.getByLabel('Alert me when it').selectOption('below');
  await form.getByLabel('Target rate (%)').fill(threshold.toFixed(3));
  await form.getByRole('button', { name: 'Add alert' }).click();
  const alertRow = app.getByRole('listitem').filter({ hasText: threshold.toFixed(3) });
  await expect(alertRow).toContainText(/active/i);
  // The signed-in pages, with real content in them, pass axe.
  await expectNoAxeViolations(app);
  await app.goto(`${product.origin}/app/account`);
  await islandsHydrated(app);
  await expect(app.getByText(email).first()).toBeVisible();
  await expectNoAxeViolations(app);

  // A new observation below the threshold arrives by hand import (the product is stopped: PGlite is one process).
  await product.stop();
  const crossingRate = Math.round((rate30.value - 0.25) * 1000) / 1000;
  await importRates(crossingObservationFile(rate30.date, crossingRate), environment);
  product = await startProduct(PORT, environment);

  const alertSubject = /30-year fixed rate is .*below your/i;
  const alertMail = await mailbox.waitFor(email, alertSubject, 60_000);
  expect(alertMail.text).toContain(`Current rate: ${crossingRate.toFixed(3)}%`);
  // Give a second send every chance to happen, then check there was none.
  await app.waitForTimeout(5_000);
  expect(await mailbox.matching(email, alertSubject)).toHaveLength(1);

  await app.goto(linkIn(alertMail, `${product.origin}/api/alerts/unsubscribe?token=`));
  await app.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(app.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  await app.goto(`${product.origin}/app`);
  await expect(app.getByRole('listitem').filter({ hasText: threshold.toFixed(3) })).toContainText(
    /unsubscribed/i,
  );
});

test('a homebuyer reading mail on another device signs in with the 6-digit code', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = 'code.reader@example.com';
  await page.goto(`${product.origin}/app/sign-in`);
  await signInWithCode(page, mailbox, email);
  await page.waitForURL(`${product.origin}/app`);
  await expect(page.getByText(email).first()).toBeVisible();
  await context.close();
});
