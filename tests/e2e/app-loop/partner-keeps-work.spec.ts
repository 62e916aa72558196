import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectNoAxeViolations } from '../support/accessibility';
import { islandsHydrated, startPartnerTrial } from './support/app-session';
import { expect, test } from './support/fixtures';
import { loopPort } from './support/loop-ports';
import { Mailbox } from './support/mailbox';
import { type ProductProcess, startProduct } from './support/product-process';

/**
 * The console keeps a partner's work and says things in their words (issue 45 items 3, 4 and 6):
 * Upgrade without billing on the installation, the leads page's filters, sort and page in the
 * address (reload, Back, a hand-edited address), the builder's contrast warnings, and the question
 * before unsaved changes are left by a link or by closing the tab. Its own product process.
 */
test.describe.configure({ mode: 'serial' });

// Its own product: it needs a higher POST limit than the shared one has.
const PORT = loopPort(17);
const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'mrn-keeps-work-'));
const mailbox = new Mailbox(path.join(dataDirectory, 'mail'));
const LEADS = 27;
let product: ProductProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Enough POSTs a minute for the leads this spec sends from one address.
  product = await startProduct(PORT, { DATA_DIR: dataDirectory, RATE_LIMIT_POSTS_PER_MINUTE: '1000' });
});

test.afterAll(async () => {
  await product?.stop();
  rmSync(dataDirectory, { recursive: true, force: true });
});

test('Upgrade without billing, the leads view in the address, contrast warnings and leaving unsaved changes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await startPartnerTrial(page, mailbox, product.origin, 'owner@keeps-work.example', 'Keeps Work Lending');

  // Item 6: no Stripe here. Upgrade says so for the partner, naming no setting.
  const plan = page.getByRole('region', { name: 'Your plan' });
  await plan.getByRole('button', { name: 'Upgrade' }).click();
  await expect(plan).toContainText(
    "Paid plans are not available on this installation yet; your trial and your forms keep working. Contact the site's operator.",
  );
  await expect(plan).not.toContainText(/STRIPE_|npm run|README/);

  const created = await page.request.post(`${product.origin}/api/partner/forms`, {
    headers: { Origin: product.origin },
    data: { businessName: 'Keeps Work Lending', name: 'Homepage form' },
  });
  expect(created.status()).toBe(201);
  const formId = ((await created.json()) as { form: { id: string } }).form.id;
  for (let index = 1; index <= LEADS; index += 1) {
    const number = String(index).padStart(2, '0');
    const lead = await fetch(`${product.origin}/api/forms/${formId}/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: `Buyer ${number}`,
        email: `buyer${number}@example.com`,
        rateType: '30y',
        targetRate: 5.75,
        direction: 'below',
        consent: true,
      }),
    });
    expect(lead.status).toBe(201);
  }

  // Item 3: the leads page keeps its view in the address.
  await page.goto(`${product.origin}/app/partner/leads`);
  await islandsHydrated(page);
  await expect(page.getByText('Showing leads 1 to 25.')).toBeVisible();
  await page.getByLabel('Status').selectOption('pending_confirmation');
  await page.getByLabel('Sort').selectOption('name');
  await expect(page.getByRole('rowheader').first()).toContainText('Buyer 01');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(`Showing leads 26 to ${LEADS}, the last page.`)).toBeVisible();
  await expect(page).toHaveURL(/\?status=pending_confirmation&sort=name&after=[\w-]+$/);

  await page.reload();
  await islandsHydrated(page);
  await expect(page.getByText(`Showing leads 26 to ${LEADS}, the last page.`)).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toContainText('Buyer 26');
  await expect(page.getByLabel('Status')).toHaveValue('pending_confirmation');
  await expect(page.getByLabel('Sort')).toHaveValue('name');

  await page.goBack();
  await expect(page.getByText('Showing leads 1 to 25.')).toBeVisible();
  await expect(page).toHaveURL(/\?status=pending_confirmation&sort=name$/);
  await expect(page.getByRole('rowheader').first()).toContainText('Buyer 01');

  // Away to another page and Back: the same view.
  await page.getByRole('link', { name: 'Forms', exact: true }).click();
  await page.waitForURL(`${product.origin}/app/partner/forms`);
  await page.goBack();
  await islandsHydrated(page);
  await expect(page.getByText('Showing leads 1 to 25.')).toBeVisible();
  await expect(page.getByLabel('Sort')).toHaveValue('name');

  // A hand-edited address: what is not understood is the default, quietly, and the address is tidied.
  await page.goto(`${product.origin}/app/partner/leads?status=lost&sort=sideways&after=not%24a%24cursor`);
  await islandsHydrated(page);
  await expect(page.getByText('Showing leads 1 to 25.')).toBeVisible();
  await expect(page).toHaveURL(`${product.origin}/app/partner/leads`);
  await expect(page.getByLabel('Status')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // Item 4: contrast warnings beside the colours, saving still allowed.
  await page.goto(`${product.origin}/app/partner/forms/edit?id=${formId}`);
  await islandsHydrated(page);
  const textColour = page.getByLabel('Text colour', { exact: true });
  await textColour.click();
  await textColour.fill('#999');
  await expect(textColour).toHaveAccessibleDescription(
    "Contrast 2.8:1 on the form's white background — below 4.5:1 (WCAG AA); some visitors won't be able to read it.",
  );
  const buttonColour = page.getByLabel('Button colour', { exact: true });
  await buttonColour.fill('#8b5cf6');
  await expect(buttonColour).toHaveAccessibleDescription(
    "Contrast 4.2:1 with the button's text — below 4.5:1 (WCAG AA); some visitors won't be able to read it.",
  );
  // The preview shows the unreadable text as chosen (axe flags it there, as the warning says): check the fields.
  await expectNoAxeViolations(page, '.form-builder-fields');

  // Item 3: a link away from unsaved changes asks first; Stay (focused, or Escape) keeps them.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Leads' }).click();
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Stay and keep editing' })).toBeFocused();
  await expectNoAxeViolations(page, '.leave-dialog');
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  expect(page.url()).toBe(`${product.origin}/app/partner/forms/edit?id=${formId}`);
  await expect(textColour).toHaveValue('#999');

  // Closing the tab asks through the browser's own prompt; dismissed, the page stays.
  const prompts: string[] = [];
  page.on('dialog', async (dialog) => {
    prompts.push(dialog.type());
    await dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => prompts).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);

  // Leave without saving follows the link.
  await page.getByRole('link', { name: 'Back to your forms' }).click();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await page.waitForURL(`${product.origin}/app/partner/forms`);
  expect(prompts).toEqual(['beforeunload']);

  // Saved, nothing is asked: not by a link, not by the tab.
  await page.goto(`${product.origin}/app/partner/forms/edit?id=${formId}`);
  await islandsHydrated(page);
  await textColour.click();
  await textColour.fill('#999');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await expect(textColour).toHaveAccessibleDescription(/^Contrast 2\.8:1/);
  await page.getByRole('link', { name: 'Back to your forms' }).click();
  await page.waitForURL(`${product.origin}/app/partner/forms`);
  await page.goto(`${product.origin}/app/partner/forms/edit?id=${formId}`);
  await islandsHydrated(page);
  await expect(textColour).toHaveValue('#999');
  await textColour.click();
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(prompts).toEqual(['beforeunload']);
});
