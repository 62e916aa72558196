import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ROUTES } from './routes.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe WCAG 2.2 AA scan of the settled page (islands hydrated, blog cards loaded). */
async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

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
      await expectNoAxeViolations(page);
    });
  }
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText("This page doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
