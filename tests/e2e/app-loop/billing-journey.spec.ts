import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FakeStripe, startFakeStripe } from '../../../server/test/support/fake-stripe';
import { islandsHydrated, signInWithCode } from './support/app-session';
import { expect, test } from './support/fixtures';
import { createFormByApi } from './support/form-builder';
import { loopPort } from './support/loop-ports';
import { Mailbox } from './support/mailbox';
import { type ProductProcess, startProduct } from './support/product-process';

/**
 * The Professional plan bought end to end: a trial partner upgrades (annual), pays on the checkout
 * page of a stand-in Stripe served over HTTP, Stripe's signed webhook makes the plan Active with its
 * renewal date; once the trial date has passed the forms stay white-label; cancelling in the portal
 * keeps Pro to the period end, and then the branding returns with every lead still there. Own product
 * process: it runs with Stripe settings (the shared product has none) and restarts around the plan CLI.
 */
test.describe.configure({ mode: 'serial' });

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = loopPort(9);
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'mrn-billing-'));
const mailbox = new Mailbox(path.join(dataDirectory, 'mail'));
const email = 'owner@harbor-loans.example';
let fake: FakeStripe;
let product: ProductProcess | undefined;

function productEnvironment(): Record<string, string> {
  return {
    DATA_DIR: dataDirectory,
    STRIPE_SECRET_KEY: 'sk_test_mrn_browser_journey',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PRICE_MONTHLY: fake.prices.monthly.id,
    STRIPE_PRICE_ANNUAL: fake.prices.annual.id,
    STRIPE_API_URL: fake.url,
  };
}

/** The operator's plan CLI on the stopped product's data: here it moves the trial's end into the past. */
function endTrialByCli(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(repositoryRoot, 'node_modules/.bin/tsx'),
      ['server/src/cli/partner-plan.ts', '--email', email, '--plan', 'trial', '--trial-ends', '2020-01-01'],
      {
        cwd: repositoryRoot,
        env: { ...process.env, DATA_DIR: dataDirectory, LOG_LEVEL: 'warn' },
        stdio: 'pipe',
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`partner:plan failed: ${output}`)),
    );
  });
}

async function branding(formId: string): Promise<unknown> {
  const response = await fetch(`${product?.origin}/api/forms/${formId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { mrnBranding: unknown }).mrnBranding;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeStripe();
  product = await startProduct(PORT, productEnvironment());
  fake.webhookUrl = `${product.origin}/api/billing/webhook`;
});

test.afterAll(async () => {
  await product?.stop();
  await fake?.close();
  rmSync(dataDirectory, { recursive: true, force: true });
});

test('a trial partner upgrades to annual, pays, keeps white-label past the trial, cancels, and keeps every lead', async ({
  page,
}) => {
  test.setTimeout(300_000);
  if (!product) throw new Error('no product');
  // A trial partner with a form and a lead.
  await page.goto(`${product.origin}/app/partner`);
  await page.waitForURL(/\/app\/sign-in\?next=/);
  await signInWithCode(page, mailbox, email);
  await page.waitForURL(`${product.origin}/app/partner`);
  // From here on the console itself must log no error (the sign-in page's 401 before is expected).
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  await islandsHydrated(page);
  const become = page.getByRole('region', { name: 'Become a partner' });
  await become.getByLabel('Business name').fill('Harbor Home Loans');
  await become.getByRole('button', { name: 'Start my free trial' }).click();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText(/14 days left/);
  const formId = await createFormByApi(page, product.origin, { businessName: 'Harbor Home Loans' });
  const lead = await fetch(`${product.origin}/api/forms/${formId}/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Riley Harper',
      email: 'riley.harper@example.com',
      rateType: '30y',
      targetRate: 5.75,
      direction: 'below',
      consent: true,
    }),
  });
  expect(lead.status).toBe(201);
  expect(await branding(formId)).toBeNull();

  // Upgrade: annual is chosen first, with the home page's prices.
  await expect(plan.getByRole('radio', { name: /Annual/ })).toBeChecked();
  await expect(plan).toContainText('Save 20%');
  await plan.getByRole('button', { name: 'Upgrade' }).click();
  await page.waitForURL(`${fake.url}/c/pay/**`);
  await expect(page.getByText('Professional plan, $67 per year')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back in the console once Stripe's signed webhook has landed: Active, renewing when the trial would end.
  await page.waitForURL(`${product.origin}/app/partner?billing=success`);
  await islandsHydrated(page);
  await expect(plan.getByText('Pro: Active')).toBeVisible({ timeout: 20_000 });
  const subscription = [...fake.subscriptions.values()][0];
  expect(subscription.status).toBe('trialing');
  const renewal = new Date(subscription.periodEnd * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
  await expect(plan).toContainText(`Next renewal: ${renewal}`);
  await expect(plan).toContainText('$67/yr');
  expect(fake.customers.size).toBe(1);

  // The trial date passes (the operator CLI moves it into the past while the product is stopped) and
  // Stripe takes the first annual payment: the forms stay white-label.
  await product.stop();
  await endTrialByCli();
  product = await startProduct(PORT, productEnvironment());
  fake.now = Math.floor(Date.now() / 1000);
  Object.assign(subscription, {
    status: 'active',
    trialEnd: null,
    periodStart: fake.now,
    periodEnd: fake.now + 365 * 24 * 3600,
  });
  expect(await fake.deliver('customer.subscription.updated', fake.subscriptionObject(subscription.id))).toBe(
    200,
  );
  expect(await fake.deliver('invoice.paid', fake.invoiceFor(subscription.id, 'paid'))).toBe(200);
  await expect.poll(() => branding(formId), { timeout: 15_000 }).toBeNull();

  // Cancel in the portal: Pro stays until the period ends.
  await page.goto(`${product.origin}/app/partner`);
  await islandsHydrated(page);
  await plan.getByRole('button', { name: 'Manage billing' }).click();
  await page.waitForURL(`${fake.url}/p/session/**`);
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.waitForURL(`${product.origin}/app/partner`);
  await islandsHydrated(page);
  await expect(plan.getByText('Pro: cancelled')).toBeVisible();
  expect(await branding(formId)).toBeNull();

  // The period ends: Stripe ends the subscription; the branding returns and the lead is still there.
  expect(await fake.endSubscription(subscription.id)).toBe(200);
  // Widgets read forms through a cache of a few seconds.
  await expect
    .poll(() => branding(formId), { timeout: 15_000 })
    .toEqual({ href: `${product.origin}/`, text: 'Rate alerts by Mortgage Rate Notifier' });
  await page.reload();
  await islandsHydrated(page);
  await expect(plan.getByText('Pro plan ended')).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Upgrade' })).toBeVisible();
  await page.goto(`${product.origin}/app/partner/leads`);
  await islandsHydrated(page);
  await expect(page.getByRole('rowheader', { name: 'Riley Harper' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
