import { expectNoAxeViolations } from '../support/accessibility';
import { islandsHydrated, signInWithCode } from './support/app-session';
import { expect, test } from './support/fixtures';
import { openNewFormBuilder } from './support/form-builder';

/**
 * A professional becomes a partner without an operator: sign in, the short profile, the Pro trial,
 * the console's leads and API keys, a form built with the live preview (the real widget) and its
 * install snippet, then forms, analytics and webhooks, each page checked with axe. On the worker's
 * shared product (worker on, for the sign-in mail; no Stripe settings), as a partner of its own.
 */
test('a professional becomes a partner, starts the trial, builds a form with a live preview, and reaches every console page', async ({
  page,
  product,
  uniqueEmail,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('loan.officer@lender.example');
  await page.goto(`${product.origin}/app/partner`);
  await page.waitForURL(/\/app\/sign-in\?next=/);
  await signInWithCode(page, product.mailbox, email);
  // No profile yet is an expected state: the console asks for it without an error in the browser's console.
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.waitForURL(`${product.origin}/app/partner`);
  await page.goto(`${product.origin}/app/partner`);
  await islandsHydrated(page);

  const become = page.getByRole('region', { name: 'Become a partner' });
  await expect(become).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await expectNoAxeViolations(page);
  await become.getByLabel('Business name').fill('Lakeside Home Loans');
  await become.getByLabel('Licence ID (optional)').fill('NMLS #123456');
  await become.getByRole('button', { name: 'Start my free trial' }).click();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText(/14 days left/);
  await expectNoAxeViolations(page);
  // This installation has no Stripe settings: Upgrade says so in the partner's words (no setting names), and opens nothing.
  await expect(plan.getByRole('radio', { name: /Annual/ })).toBeChecked();
  await plan.getByRole('button', { name: 'Upgrade' }).click();
  await expect(plan).toContainText(
    "Paid plans are not available on this installation yet; your trial and your forms keep working. Contact the site's operator.",
  );
  await expect(plan).not.toContainText(/STRIPE_|npm run/);
  expect(page.url()).toBe(`${product.origin}/app/partner`);
  expect(consoleErrors).toEqual([]);
  await expectNoAxeViolations(page);

  await page.goto(`${product.origin}/app/partner/leads`);
  await islandsHydrated(page);
  await expect(
    page.getByText('No leads yet. Once your form is on your site, leads appear here.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${product.origin}/app/partner/keys`);
  await islandsHydrated(page);
  await page.getByLabel('Key name').fill('CRM sync');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = page.getByLabel('The new API key');
  await expect(secret).toHaveValue(/^mrn_/);
  const apiKey = await secret.inputValue();
  await expectNoAxeViolations(page);

  // The key works as a Bearer key against the partner API, which now knows this partner.
  const forms = await fetch(`${product.origin}/api/partner/forms`, {
    headers: { Authorization: `Bearer ${apiKey}` },
  });
  expect(forms.status).toBe(200);
  expect(await forms.json()).toEqual({ forms: [] });

  // The builder: the preview is the real widget with the draft settings.
  const builder = await openNewFormBuilder(page, product.origin);
  await builder.getByLabel('Business name').fill('Lakeside Home Loans');
  await builder.getByLabel('Header text').fill('Watch rates with Lakeside');
  await expect(page.locator('mrn-lead-form').getByText('Watch rates with Lakeside')).toBeVisible();
  await expectNoAxeViolations(page);
  await builder.getByRole('button', { name: 'Create form' }).click();
  await page.waitForURL(/\/app\/partner\/forms\/edit\?id=/);
  const formId = new URL(page.url()).searchParams.get('id') ?? '';
  const install = page.getByRole('region', { name: 'Install', exact: true });
  // A textarea's text is its value (the DOM property), not its child text.
  const embedSnippet = install.getByLabel('Embed in the page snippet');
  await expect(embedSnippet).toHaveValue(
    new RegExp(`src="${product.origin}/embed\\.js" data-form="${formId}"`),
  );

  // The install check beside the snippets: nothing loaded yet; then a site the form refuses.
  const installCheck = install.getByRole('group', { name: 'Install check' });
  await expect(installCheck).toContainText('No website has loaded this form yet.');
  const bearer = { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' };
  const restricted = await fetch(`${product.origin}/api/partner/forms/${formId}`, {
    method: 'PATCH',
    headers: bearer,
    body: JSON.stringify({ allowedOrigins: ['https://lakeside.example'] }),
  });
  expect(restricted.status).toBe(200);
  const refused = await fetch(`${product.origin}/api/forms/${formId}/leads`, {
    method: 'OPTIONS',
    headers: { Origin: 'https://copycat.example', 'Access-Control-Request-Method': 'POST' },
  });
  expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  await expect(async () => {
    await installCheck.getByRole('button', { name: 'Check again' }).click();
    await expect(installCheck).toContainText(
      'Loaded from https://copycat.example, which is not in this form’s allowed origins: add it in the form settings.',
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 15_000 });
  await expect(installCheck.getByRole('link', { name: 'add it in the form settings' })).toHaveAttribute(
    'href',
    `/app/partner/forms/edit?id=${formId}#form-allowedOrigins`,
  );

  // Send these instructions to my web developer: a real mail with the snippets, replies to the partner.
  const send = install.getByRole('region', { name: 'Send these instructions to my web developer' });
  const developer = uniqueEmail('dev@agency.example');
  await send.getByLabel('Web developer’s email').fill(developer);
  await send.getByLabel('Note (optional)').fill('Please put it on the rates page.');
  await send.getByRole('button', { name: 'Send instructions' }).click();
  // An address new to the account gets a link to confirm it first (scanner-safe: a page with a button).
  await expect(send.getByRole('status')).toHaveText(
    `We mailed ${developer} a link to confirm the address first. The instructions follow as soon as it is confirmed.`,
  );
  const confirmation = await product.mailbox.waitFor(
    developer,
    /^Confirm your address for Mortgage Rate Notifier mail$/,
  );
  const confirmLink = /https?:\/\/\S+\/api\/partner-addresses\/confirm\?token=\S+/.exec(
    confirmation.text ?? '',
  )?.[0];
  expect(confirmLink).toBeDefined();
  const developerPage = await page.context().newPage();
  await developerPage.goto(confirmLink ?? '');
  await developerPage.getByRole('button', { name: 'Confirm this address' }).click();
  await expect(developerPage.getByRole('heading', { name: 'Address confirmed' })).toBeVisible();
  await developerPage.close();
  const instructions = await product.mailbox.waitFor(
    developer,
    /^How to install the mortgage rate alert form$/,
  );
  expect(instructions.text).toContain(`<script src="${product.origin}/embed.js" data-form="${formId}"`);
  expect(instructions.text).toContain('Please put it on the rates page.');
  expect(instructions.replyTo?.value[0].address).toBe(email);
  await expectNoAxeViolations(page);

  for (const path of ['/app/partner/forms', '/app/partner/analytics', '/app/partner/webhooks']) {
    await page.goto(`${product.origin}${path}`);
    await islandsHydrated(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // Wide content for the phone check below: a delivery in the webhook log, a form name with no spaces.
  const hooked = await fetch(`${product.origin}/api/partner/webhook`, {
    method: 'PUT',
    headers: bearer,
    body: JSON.stringify({ url: 'https://1.1.1.1/mrn-hooks', events: ['lead.created'] }),
  });
  expect(hooked.status).toBe(201);
  expect(
    (await fetch(`${product.origin}/api/partner/webhook/test`, { method: 'POST', headers: bearer })).status,
  ).toBe(202);
  const renamed = await fetch(`${product.origin}/api/partner/forms/${formId}`, {
    method: 'PATCH',
    headers: bearer,
    body: JSON.stringify({ name: 'N'.repeat(80) }),
  });
  expect(renamed.status).toBe(200);

  // On a phone the console's seven links wrap: no page of it scrolls sideways (wide tables scroll in their frame).
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [
      '/app/partner',
      '/app/partner/forms',
      '/app/partner/leads',
      '/app/partner/analytics',
      '/app/partner/webhooks',
      `/app/partner/forms/edit?id=${formId}`,
    ]) {
      await page.goto(`${product.origin}${path}`);
      await islandsHydrated(page);
      // The page's own data in (the steps, the tables): what is measured is the page as it ends up.
      await page.waitForLoadState('networkidle');
      const lastLink = await page.getByRole('link', { name: 'My alerts' }).boundingBox();
      expect(
        (lastLink?.x ?? 0) + (lastLink?.width ?? width + 1),
        `the last console link at ${width} px`,
      ).toBeLessThanOrEqual(width);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${path} at ${width} px`).toBe(width);
    }
  }
});
