import { expect, type Page, test } from '@playwright/test';

/**
 * Issue 13 item 10: no page scrolls sideways on a phone, before or after interaction. Wide tables
 * scroll inside their own container instead, and say so. Sets both phone widths itself, so the
 * config runs this file in one project only.
 */
const PHONE_WIDTHS = [320, 375] as const;
const CALCULATOR_IDS = [
  'payment',
  'affordability',
  'down-payment',
  'rent-vs-buy',
  '15-vs-30',
  'inflation-impact',
  'refinance',
  'amortization',
  'extra-payment',
];

/** The page is exactly as wide as the viewport: nothing sticks out to scroll to. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document, `${what} is ${widths.document} px wide in a ${widths.viewport} px viewport`).toBe(
    widths.viewport,
  );
}

for (const width of PHONE_WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const id of CALCULATOR_IDS) {
      test(`/calculators/${id} before and after Calculate!`, async ({ page }) => {
        await page.goto(`/calculators/${id}`);
        await expectNoSidewaysScroll(page, `/calculators/${id} on load`);
        const island = page.locator(`[data-calculator="${id}"]`);
        await expect(island.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
        await island.getByRole('button', { name: 'Calculate!' }).click();
        await expect(island.getByText(/Click "Calculate!" to see/)).toBeHidden();
        // Open every disclosure the results offer (schedules, data tables of charts). Opening one takes
        // it out of this set, so always open the first closed one: a snapshot of the set (nth locators)
        // would shift under the loop and wait for an nth that no longer exists.
        const closed = island.locator('details:not([open]) > summary');
        for (let opened = 0; opened < 20 && (await closed.count()) > 0; opened += 1) {
          await closed.first().click();
        }
        await expectNoSidewaysScroll(page, `/calculators/${id} after Calculate!`);
      });
    }

    test('a wide table scrolls in its own labelled, focusable container', async ({ page }) => {
      await page.goto('/calculators/amortization');
      const island = page.locator('[data-calculator="amortization"]');
      await expect(island.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
      await island.getByRole('button', { name: 'Calculate!' }).click();
      const wrap = island.locator('.mrn-table-wrap').last();
      await expect(wrap).toBeVisible();
      const overflow = await wrap.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        overflowX: getComputedStyle(element).overflowX,
      }));
      expect(overflow.overflowX).toBe('auto');
      expect(overflow.clientWidth).toBeLessThanOrEqual(width);
      // Keyboard users can reach and scroll it; screen readers hear what it is.
      await expect(wrap).toHaveAttribute('tabindex', '0');
      await expect(wrap).toHaveRole('region');
      await expect(wrap).toHaveAccessibleName(/\S/);
      // The cue: edge shadows drawn by the wrapper's background.
      expect(await wrap.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(
        'radial-gradient',
      );
      await expectNoSidewaysScroll(page, 'amortization with its schedule');
    });

    test('a blog post with a table', async ({ page }) => {
      await page.goto('/blog/arm-vs-fixed-rate');
      await expect(page.locator('.prose table')).toBeVisible();
      await expectNoSidewaysScroll(page, 'the ARM vs fixed post');
      const wrap = page.locator('.prose .table-scroll');
      await expect(wrap).toHaveAttribute('tabindex', '0');
      await expect(wrap).toHaveRole('region');
      await expect(wrap).toHaveAccessibleName(/^Table: /);
      expect(await wrap.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    });

    test('a rate beside "Use today’s rate" shows whole, with its % sign', async ({ page }) => {
      await page.goto('/calculators/payment?interestRate=6.875');
      const rate = page.getByLabel('Interest Rate (%)');
      await expect(rate).toHaveValue('6.875');
      // The text fits the box it is typed in: nothing hidden under the % sign or cut off.
      expect(await rate.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
    });

    for (const path of [
      '/',
      '/calculators',
      '/faq',
      '/contact',
      '/glossary',
      '/templates/mortgage-comparison',
    ]) {
      test(`${path} on load`, async ({ page }) => {
        await page.goto(path);
        await expectNoSidewaysScroll(page, path);
      });
    }
  });
}
