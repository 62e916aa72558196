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
  await expect(hero.getByRole('link', { name: /Get Free Rate Alerts/ })).toHaveAttribute(
    'href',
    '/app/sign-up',
  );
  const freebies = page.locator('#freebies');
  for (const href of ['/calculators', '/templates', '/glossary']) {
    await expect(freebies.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(freebies).toContainText('9 Mortgage Calculators');
  await expect(freebies).toContainText('6 Templates');
  await expect(freebies).toContainText('100+ Glossary Terms');
  const pros = page.locator('#for-mortgage-professionals');
  // App pages and the live demo (a calculator page: the same widget partners embed) open in new tabs.
  for (const [name, href] of [
    // Sign-up that lands in the partner console, like the pricing table's Free 14-Day Trial.
    [/Start Free Trial/, '/app/sign-up?next=%2Fapp%2Fpartner'],
    [/See a Live Demo/, '/calculators/payment'],
    [/Get your widget/, '/app'],
  ] as const) {
    await expect(pros.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    await expect(pros.getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

test('today’s rates: the seeded sample rates fill the reserved box without moving anything', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/rates/current', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const box = page.locator('[data-todays-rates]');
  await expect(box.getByRole('heading', { name: 'Today’s mortgage rates' })).toBeVisible();
  await expect(box).toContainText('Loading today’s rates');
  const before = await page.locator('#how-it-works').boundingBox();
  const boxBefore = await box.boundingBox();
  release();
  await expect(box).toHaveAttribute('aria-busy', 'false');
  // The test server starts on an empty database: the sample year is shown and says so.
  await expect(box.locator('[data-rate="30y"]')).toHaveText(/^\d\.\d{2,3}%$/);
  await expect(box.locator('[data-rate="15y"]')).toHaveText(/^\d\.\d{2,3}%$/);
  await expect(box).toContainText(/Rates for [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(box.getByText('Sample rates, not market data')).toBeVisible();
  await expect(box.getByText('Not updated for over 3 business days')).toBeHidden();
  expect(await box.boundingBox()).toEqual(boxBefore);
  expect(await page.locator('#how-it-works').boundingBox()).toEqual(before);
});

test('today’s rates: says plainly when none exist yet, and flags old real rates', async ({ page }) => {
  await page.route('**/api/rates/current', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'rates_unavailable', message: 'Not yet.' } } }),
  );
  await page.goto('/');
  const box = page.locator('[data-todays-rates]');
  await expect(box).toContainText('Rates are not available yet.');
  await expect(box.locator('[data-rate="30y"]')).toHaveText('–');

  await page.unroute('**/api/rates/current');
  await page.route('**/api/rates/current', (route) =>
    route.fulfill({
      json: {
        rates: [
          { type: '30y', value: 6.875, date: '2024-03-01' },
          { type: '15y', value: 6.125, date: '2024-03-01' },
        ],
        source: { name: 'FRED', notice: 'notice', series: [] },
        checkedAt: null,
        sample: false,
      },
    }),
  );
  await page.reload();
  await expect(box.locator('[data-rate="30y"]')).toHaveText('6.875%');
  await expect(box.locator('[data-rate="15y"]')).toHaveText('6.125%');
  await expect(box).toContainText('Rates for Mar 1, 2024');
  await expect(box.getByText('Not updated for over 3 business days')).toBeVisible();
  await expect(box.getByText('Sample rates, not market data')).toBeHidden();
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
