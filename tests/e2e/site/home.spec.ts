import { expect, test } from '@playwright/test';

test('home sections appear in the order of the spec, with their ids', async ({ page }) => {
  await page.goto('/');
  const headings = await page.locator('main h1, main h2').allTextContents();
  const order = [
    /Never Miss a Lower Mortgage Rate/,
    /Stop Checking Rates/,
    /How It Works/,
    /Privacy/,
    /Mortgage & Real-Estate Professionals/,
    /Pricing/,
    /Free Tools/,
    /Latest from the Blog/,
  ];
  let cursor = 0;
  for (const heading of headings) if (cursor < order.length && order[cursor].test(heading)) cursor += 1;
  expect(cursor).toBe(order.length);
  for (const id of ['how-it-works', 'for-mortgage-professionals', 'pricing', 'freebies']) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }
  const hero = page.locator('.hero');
  for (const badge of ['No spam', 'No ads', '256-bit Encryption', '100% free']) {
    await expect(hero.getByText(badge, { exact: true })).toBeVisible();
  }
  await expect(hero.getByRole('link', { name: /Get Free Rate Alerts/ })).toHaveAttribute('target', '_blank');
  const freebies = page.locator('#freebies');
  for (const href of ['/calculators', '/templates', '/glossary']) {
    await expect(freebies.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(freebies).toContainText('9 Mortgage Calculators');
  await expect(freebies).toContainText('6 Templates');
  await expect(freebies).toContainText('100+ Glossary Terms');
  const pros = page.locator('#for-mortgage-professionals');
  await expect(pros.getByRole('link', { name: /Get your widget/ })).toHaveAttribute('target', '_blank');
});

test('pricing: annual by default with the struck-through price; monthly shows $7 without badge', async ({
  page,
}) => {
  await page.goto('/');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByRole('button', { name: 'Annual' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pricing.locator('[data-price="annual"]')).toContainText('$67');
  await expect(pricing.locator('s')).toContainText('$84');
  await expect(pricing.getByText('Save 20%')).toBeVisible();
  await expect(pricing.getByText('FREE Forever')).toBeVisible();
  await expect(pricing.getByRole('link', { name: /Free 14-Day Trial/ })).toBeVisible();

  await pricing.getByRole('button', { name: 'Monthly' }).click();
  await expect(pricing.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pricing.locator('[data-price="monthly"]')).toBeVisible();
  await expect(pricing.locator('[data-price="monthly"]')).toContainText('$7/month');
  await expect(pricing.getByText('Save 20%')).toBeHidden();
  await expect(pricing.locator('[data-price="annual"]')).toBeHidden();
});

test('latest blog posts: placeholders first, then cards from /api/blog/posts', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the real answer back so the loading state can be observed, then let it through.
  await page.route('**/api/blog/posts', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const list = page.locator('[data-latest-posts]');
  await expect(list.locator('[data-placeholder-card]')).toHaveCount(3);
  release();
  await expect(list.locator('[data-placeholder-card]')).toHaveCount(0);
  await expect(list.locator('.blog-card')).toHaveCount(3);
  await expect(list.locator('.blog-card a').first()).toHaveAttribute('href', /^\/blog\//);
});

test('latest blog posts: the two fallback posts after a failed fetch and one retry', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/blog/posts', (route) => {
    calls += 1;
    return route.fulfill({ status: 500, body: 'down' });
  });
  await page.goto('/');
  const cards = page.locator('[data-latest-posts] .blog-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Best Mortgage Rate');
  await expect(cards.nth(1)).toContainText('ARM');
  expect(calls).toBe(2);
});
