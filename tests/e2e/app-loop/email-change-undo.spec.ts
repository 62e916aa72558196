import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { islandsHydrated, signInWithCode } from './support/app-session';
import { linkIn, Mailbox } from './support/mailbox';
import { type ProductProcess, startProduct } from './support/product-process';

/**
 * Issue 41: an address change is no longer silent. The account page says the current address is
 * told; that address gets a mail at once, and its "This wasn't me" page (a button, nothing on GET)
 * puts the address back and signs every device out.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.E2E_EMAIL_CHANGE_PORT ?? 4431);
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'mrn-email-change-'));
const mailbox = new Mailbox(path.join(dataDirectory, 'mail'));
let product: ProductProcess;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  product = await startProduct(PORT, { DATA_DIR: dataDirectory }, { viaNpmStart: true });
});

test.afterAll(async () => {
  await product?.stop();
  rmSync(dataDirectory, { recursive: true, force: true });
});

test('the old address hears of a change at once and its "This wasn\'t me" page puts it back', async ({
  page,
}) => {
  await page.goto(`${product.origin}/app/account`);
  await page.waitForURL(/\/app\/sign-in\?next=/);
  await signInWithCode(page, mailbox, 'owner@example.com');
  await page.waitForURL(`${product.origin}/app/account`);
  await islandsHydrated(page);

  const email = page.getByRole('region', { name: 'Email' });
  await expect(
    email.getByText(/tell your current address, which can cancel the change for 7 days/),
  ).toBeVisible();
  await email.getByLabel('New email address').fill('someone.else@example.net');
  await email.getByRole('button', { name: 'Change email' }).click();
  await expect(email.getByText(/We also told owner@example.com about the change/)).toBeVisible();
  await expect(email.getByText(/Waiting for confirmation/)).toContainText('someone.else@example.net');

  const notice = await mailbox.waitFor('owner@example.com', /address is being changed/);
  expect(notice.text).toContain('someone.else@example.net');
  const undo = linkIn(notice, `${product.origin}/api/account-email/undo?token=`);

  // Opening the link (as a mail scanner would) changes nothing: the page asks.
  await page.goto(undo);
  await expect(page.getByRole('heading', { name: 'Was this change not you?' })).toBeVisible();
  await page.goto(`${product.origin}/app/account`);
  await islandsHydrated(page);
  await expect(page.getByText(/Waiting for confirmation/)).toContainText('someone.else@example.net');

  await page.goto(undo);
  await page.getByRole('button', { name: "This wasn't me" }).click();
  await expect(page.getByRole('heading', { name: 'Your address is back' })).toBeVisible();

  // Every device is signed out; the new address's link no longer works.
  await page.goto(`${product.origin}/app/account`);
  await page.waitForURL(/\/app\/sign-in\?next=/);
  const change = await mailbox.waitFor('someone.else@example.net', /Confirm your new email address/);
  await page.goto(linkIn(change, `${product.origin}/app/confirm-email?token=`));
  await islandsHydrated(page);
  await page.getByRole('button', { name: /Confirm/ }).click();
  await expect(page.getByText(/expired or was already used/)).toBeVisible();
});
