import { expect, test } from '@playwright/test';

test('server-renders the full list and filters it by search with highlighted matches', async ({ page }) => {
  await page.goto('/glossary');
  const cards = page.locator('[data-glossary-card]:visible');
  const total = await page.locator('[data-glossary-card]').count();
  expect(total).toBeGreaterThanOrEqual(100);
  await expect(page.locator('[data-glossary-count]')).toHaveText(`Showing ${total} of ${total} terms`);

  await page.getByLabel('Search terms').fill('escrow');
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  await expect(page.locator('[data-glossary-count]')).toHaveText(`Showing ${shown} of ${total} terms`);
  await expect(cards.first().locator('mark').first()).toHaveText(/escrow/i);
});

test('category filter, sort, empty state and Clear Filters', async ({ page }) => {
  await page.goto('/glossary');
  const total = await page.locator('[data-glossary-card]').count();
  await page.getByLabel('Category').selectOption('Credit');
  const categories = await page
    .locator('[data-glossary-card]:visible')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.category));
  expect(new Set(categories)).toEqual(new Set(['Credit']));

  await page.getByLabel('Category').selectOption('All');
  await page.getByLabel('Sort by').selectOption('category');
  const sorted = await page
    .locator('[data-glossary-card]:visible')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.category ?? ''));
  expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b)));

  await page.getByLabel('Search terms').fill('zzzz-no-such-term');
  await expect(page.getByText('No terms found matching your search criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('Search terms')).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('All');
  await expect(page.getByLabel('Sort by')).toHaveValue('term');
  await expect(page.locator('[data-glossary-count]')).toHaveText(`Showing ${total} of ${total} terms`);
});

test('anchor ids come from the term; a hash scrolls to and highlights the card for 2 s', async ({ page }) => {
  await page.goto('/glossary');
  const term = await page.locator('[data-glossary-card]').nth(40).getAttribute('data-term');
  const id = term!
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  await page.goto(`/glossary#${id}`);
  const card = page.locator(`#${id}`);
  await expect(card).toHaveClass(/glossary-card--highlighted/);
  await expect(card).toBeInViewport();
  await expect(card).not.toHaveClass(/glossary-card--highlighted/, { timeout: 4000 });
});

test('copy link writes the glossary URL with the hash and confirms with a toast', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/glossary');
  const card = page.locator('[data-glossary-card]').first();
  const id = await card.getAttribute('id');
  await card.getByRole('button', { name: /Copy link/ }).click();
  await expect(page.locator('.toast')).toContainText('Link copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/glossary#${id}`);
});

test('copy failure shows the Copy failed toast', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.goto('/glossary');
  await page
    .locator('[data-glossary-card]')
    .first()
    .getByRole('button', { name: /Copy link/ })
    .click();
  await expect(page.getByRole('alert')).toContainText('Copy failed');
});

test('back to top appears after scrolling past 500 px', async ({ page }) => {
  await page.goto('/glossary');
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
});
