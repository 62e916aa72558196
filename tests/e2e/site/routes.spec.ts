import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInHeaderStates } from '../support/accessibility.ts';
import { ROUTES } from './routes.ts';

/**
 * axe WCAG 2.2 AA scan of the settled page (islands hydrated, blog cards loaded), then, where asked, of
 * the header while hovered and while focused by keyboard.
 */
async function expectAccessiblePage(page: Page, { headerStates = true } = {}): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  if (headerStates) await expectNoAxeViolationsInHeaderStates(page);
}

/**
 * The header is one component whose only variation between routes is its optional button: its hover
 * and focus states are scanned on the first route of each variant (header-contrast.spec.ts rates them
 * in detail), the page itself on every route.
 */
const headerStateRoutes = new Set(
  [null, 'All Calculators', 'All Templates'].map(
    (button) => ROUTES.find((route) => route.headerButton === button)?.path,
  ),
);

test.describe('every route renders inside the shared shell with no axe violations', () => {
  for (const route of ROUTES) {
    test(`${route.path}`, async ({ page }) => {
      // Long pages (the glossary) take axe a while on a busy machine.
      test.setTimeout(90_000);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toHaveText(route.heading);

      // SEO head of spec §2: title, description, keywords, canonical, social tags.
      await expect(page).toHaveTitle(/\S/);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /\w/);
      const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(route.path);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
        await expect(head.locator(`meta[property="${property}"]`)).toHaveAttribute('content', /\S/);
      }
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      );

      // Shell: logo link home, educational disclaimer, footer with newsletter and company lines.
      await expect(page.locator('header .brand')).toHaveAttribute('href', '/');
      await expect(page.locator('[data-disclaimer]')).toContainText('not financial advice');
      const footer = page.locator('footer');
      await expect(footer.locator('[data-newsletter-form]')).toBeVisible();
      await expect(footer).toContainText('Made with love in Virginia');
      await expect(footer.locator('[data-financial-disclaimer]')).toBeVisible();

      const headerButton = page.locator('[data-header-button]');
      if (route.headerButton) {
        await expect(headerButton).toHaveText(route.headerButton);
        await expect(headerButton).toHaveAttribute(
          'href',
          route.headerButton === 'All Templates' ? '/templates' : '/calculators',
        );
      } else {
        await expect(headerButton).toHaveCount(0);
      }
      await expectAccessiblePage(page, { headerStates: headerStateRoutes.has(route.path) });
    });
  }
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText("This page doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  // The page answers for every unknown URL: no canonical (or og:url) may claim it is /404.
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('head meta[property="og:url"]')).toHaveCount(0);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectAccessiblePage(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown URLs under known sections answer 404 with the not-found page', async ({ page }) => {
  for (const path of ['/calculators/no-such-calculator', '/blog/no-such-post', '/templates/nope']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  }
});
