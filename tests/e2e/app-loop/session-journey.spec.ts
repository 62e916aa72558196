import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { askForSignInMail, islandsHydrated, signInWithCode } from './support/app-session';
import { expect, test } from './support/fixtures';
import { linkIn } from './support/mailbox';

/**
 * The way between the pages (issue 28): the server answers app pages by session (signed out to
 * sign-in with `next`, signed in past sign-in), `next` survives every way in, and no app page
 * logs an error in the browser's console, signed in or out. On the worker's shared product, with
 * accounts of its own.
 */

/** The pages behind sign-in; the console's own pages (partnerOnly) also need a partner profile. */
const SIGNED_IN_PAGES = [
  { path: '/app', partnerOnly: false },
  { path: '/app/account', partnerOnly: false },
  { path: '/app/partner', partnerOnly: false },
  { path: '/app/partner/forms', partnerOnly: true },
  { path: '/app/partner/forms/edit?new=1', partnerOnly: true },
  { path: '/app/partner/leads', partnerOnly: true },
  { path: '/app/partner/keys', partnerOnly: true },
  { path: '/app/partner/analytics', partnerOnly: true },
  { path: '/app/partner/webhooks', partnerOnly: true },
] as const;

const NOINDEX = 'meta[name="robots"][content="noindex"]';

/** Errors the page logs (console.error, failed requests) or throws, from now on. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Opens `pagePath` of the product at `origin` and waits until its islands have loaded what they load. */
async function openSettled(page: Page, origin: string, pagePath: string): Promise<void> {
  await page.goto(`${origin}${pagePath}`);
  await islandsHydrated(page);
  await page.waitForLoadState('networkidle');
}

test('signed out, every signed-in app page is a server redirect to sign-in with the page as next', async ({
  request,
  product,
}) => {
  for (const { path: pagePath } of SIGNED_IN_PAGES) {
    const response = await request.get(`${product.origin}${pagePath}`, { maxRedirects: 0 });
    expect(response.status(), pagePath).toBe(302);
    const location = new URL(response.headers().location ?? '', product.origin);
    expect(location.pathname, pagePath).toBe('/app/sign-in');
    expect(location.searchParams.get('next'), pagePath).toBe(pagePath);
  }
});

test('signed out, an app page opens sign-in at once: no dashboard download, no error in the console', async ({
  page,
  product,
}) => {
  const errors = collectConsoleErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  for (const pagePath of ['/app', '/app/partner', '/app/account']) {
    await openSettled(page, product.origin, pagePath);
    expect(new URL(page.url()).pathname).toBe('/app/sign-in');
    expect(new URL(page.url()).searchParams.get('next')).toBe(pagePath);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  }
  expect(apiCalls.filter((url) => !url.endsWith('/api/analytics/config'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('signed in as a homebuyer, then as a partner: sign-in goes on to the app, and no app page logs an error', async ({
  page,
  product,
  uniqueEmail,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('journey.partner@lender.example');
  await page.goto(`${product.origin}/app/account`);
  await page.waitForURL(/\/app\/sign-in\?next=/);
  await signInWithCode(page, product.mailbox, email);
  await page.waitForURL(`${product.origin}/app/account`);

  const errors = collectConsoleErrors(page);
  for (const { path: pagePath, partnerOnly } of SIGNED_IN_PAGES) {
    await openSettled(page, product.origin, pagePath);
    // Without a partner profile the console's pages open its overview, which offers one.
    const landed = new URL(page.url());
    expect(landed.pathname + landed.search, pagePath).toBe(partnerOnly ? '/app/partner' : pagePath);
  }
  expect(errors, 'homebuyer').toEqual([]);

  // Signed in, sign-in and sign-up are behind you: the server sends you on, to next when it is ours.
  await page.goto(`${product.origin}/app/sign-in`);
  expect(new URL(page.url()).pathname).toBe('/app');
  await page.goto(`${product.origin}/app/sign-up?next=/app/account`);
  expect(new URL(page.url()).pathname).toBe('/app/account');
  await page.goto(`${product.origin}/app/sign-in?next=//evil.example/app`);
  expect(page.url()).toBe(`${product.origin}/app`);

  await openSettled(page, product.origin, '/app/partner');
  const become = page.getByRole('region', { name: 'Become a partner' });
  await become.getByLabel('Business name').fill('Journey Home Loans');
  await become.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page.getByRole('region', { name: 'Your plan' })).toBeVisible();

  // A new partner is led: the first of three steps is the current one, and the builder starts from the profile.
  const steps = page.getByRole('region', { name: 'Your next steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  await expectNoAxeViolations(page);
  await steps.getByRole('link', { name: 'Create your first form' }).click();
  await page.waitForURL(/\/app\/partner\/forms\/edit\?new=1$/);
  const builder = page.getByRole('form', { name: 'New form' });
  await expect(builder.getByLabel('Business name')).toHaveValue('Journey Home Loans');
  await expect(builder.getByLabel('Business email (optional)')).toHaveValue(email);
  for (const { path: pagePath } of SIGNED_IN_PAGES) {
    await openSettled(page, product.origin, pagePath);
    const landed = new URL(page.url());
    expect(landed.pathname + landed.search, pagePath).toBe(pagePath);
    await expect(page.locator(NOINDEX), pagePath).toHaveCount(1);
  }
  expect(errors, 'partner').toEqual([]);

  // The public pages know it too: the same static home page, with the app in its header.
  await page.goto(`${product.origin}/`);
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Partner console' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeHidden();
  await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await page.request.get(`${product.origin}/api/auth/session`)).status()).toBe(401);
  expect(errors, 'site pages').toEqual([]);
});

test('the mailed link, opened in a new tab, returns to the page that asked for sign-in', async ({
  page,
  context,
  product,
  uniqueEmail,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('journey.link@example.com');
  await page.goto(`${product.origin}/app/account`);
  await page.waitForURL(/\/app\/sign-in\?next=/);
  await askForSignInMail(page, email);
  const mail = await product.mailbox.waitFor(email, /sign-in code/i);
  const link = linkIn(mail, `${product.origin}/app/verify?`);
  expect(new URL(link).searchParams.get('next')).toBe('/app/account');

  const tab = await context.newPage();
  const errors = collectConsoleErrors(tab);
  await tab.goto(link);
  await islandsHydrated(tab);
  // Opening the link changes nothing (mail scanners open links): only the button signs in.
  expect((await tab.request.get(`${product.origin}/api/auth/session`)).status()).toBe(401);
  await tab.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await tab.waitForURL(`${product.origin}/app/account`);
  await islandsHydrated(tab);
  await expect(tab.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  expect(errors).toEqual([]);
});
