import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';

/** The app's entry pages (the signed-in pages need an account: the full sign-up loop covers them). */

const LONG_ENOUGH_TOKEN = 'e2e00000-0000-4000-8000-000000000000.not-a-real-signature';

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** React islands are interactive once Astro has hydrated them (it drops the `ssr` attribute). */
async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const ENTRY_PAGES = [
  { path: '/app/sign-in', heading: 'Sign in', indexable: true, other: 'Create your free account' },
  { path: '/app/sign-up', heading: 'Create your free account', indexable: false, other: 'Sign in' },
  {
    path: '/app/verify?token=x',
    heading: 'Sign in to Mortgage Rate Notifier',
    indexable: false,
    other: null,
  },
  {
    path: '/app/confirm-email?token=x',
    heading: 'Confirm your new email address',
    indexable: false,
    other: null,
  },
  {
    path: '/app/deleted',
    heading: 'Your account is deleted',
    indexable: false,
    other: 'Create a new account',
  },
] as const;

test.describe('app entry pages: shell, robots and axe', () => {
  for (const entry of ENTRY_PAGES) {
    test(entry.path, async ({ page }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(entry.heading);
      // Only sign-in is indexable; the rest of /app is noindex.
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(
        entry.indexable ? 0 : 1,
      );
      await expect(page.locator('[data-header-button]')).toHaveCount(0);
      if (entry.other)
        await expect(page.locator('main').getByRole('link', { name: entry.other })).toBeVisible();
      await waitForIslands(page);
      await expectNoAxeViolations(page);
    });
  }

  test('the app pages stay out of the sitemap', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).not.toContain('/app');
  });
});

test.describe('sign-in form', () => {
  test('shows the check-your-email step with a code input after the address is sent', async ({ page }) => {
    await page.goto('/app/sign-in?next=/app/account');
    await waitForIslands(page);
    const main = page.locator('main');
    await main.getByLabel('Email address').fill('not-an-address');
    await main.getByRole('button', { name: 'Email me a sign-in code' }).click();
    await expect(main.getByText('Enter an email address like name@example.com.')).toBeVisible();

    await main.getByLabel('Email address').fill(uniqueEmail('app-sign-in'));
    const answered = page.waitForResponse('**/api/auth/sign-in');
    await main.getByRole('button', { name: 'Email me a sign-in code' }).click();
    expect((await answered).status()).toBe(202);

    await expect(main.getByRole('heading', { name: 'Check your email' })).toBeFocused();
    const code = main.getByLabel('6-digit code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(main.getByRole('button', { name: 'Send a new code' })).toBeVisible();
    await main.getByRole('button', { name: 'Use a different email' }).click();
    await expect(main.getByLabel('Email address')).toBeFocused();
  });

  test('the check-your-email step has no axe violations', async ({ page }) => {
    await page.goto('/app/sign-up');
    await waitForIslands(page);
    await page.locator('main').getByLabel('Email address').fill(uniqueEmail('app-sign-up'));
    await page.locator('main').getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('mail link page', () => {
  test('does nothing on load; only the button sends the token', async ({ page }) => {
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.method() !== 'HEAD')
        writes.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(`/app/verify?token=${LONG_ENOUGH_TOKEN}`);
    await waitForIslands(page);
    await page.waitForLoadState('networkidle');
    expect(writes).toEqual([]);

    const main = page.locator('main');
    await expect(main.getByRole('button', { name: 'Sign in' })).toHaveCount(1);
    const answered = page.waitForResponse('**/api/auth/verify-link');
    await main.getByRole('button', { name: 'Sign in' }).click();
    const response = await answered;
    expect(response.request().method()).toBe('POST');
    expect(response.request().postDataJSON()).toEqual({ token: LONG_ENOUGH_TOKEN });
    // A made-up token: the server refuses it, and the page says why and where to start again.
    expect(response.status()).toBe(400);
    await expect(main.getByRole('alert')).not.toBeEmpty();
    await expect(main.getByRole('link', { name: 'Get a new sign-in link' })).toHaveAttribute(
      'href',
      '/app/sign-in',
    );
  });

  test('an incomplete link is explained without a request', async ({ page }) => {
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') writes.push(request.url());
    });
    await page.goto('/app/verify?token=x');
    await waitForIslands(page);
    await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('main').getByRole('alert')).toContainText('This link is incomplete.');
    expect(writes).toEqual([]);
  });
});
