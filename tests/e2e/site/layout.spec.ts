import { expect, type Locator, test } from '@playwright/test';

/**
 * Issue 13 item 12: banners centred with a gutter, disclosure markers inside their cards, card
 * grids in even rows, and no header button that links to the page it is on.
 */

async function horizontalBox(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not rendered');
  return { left: box.x, right: box.x + box.width, width: box.width };
}

test('the disclaimer and the call-to-action banner are centred and keep a gutter', async ({ page }) => {
  await page.goto('/calculators/payment');
  const viewport = page.viewportSize()!.width;
  for (const banner of [page.locator('[data-disclaimer]'), page.locator('.signup-cta').last()]) {
    const box = await horizontalBox(banner);
    const leftGap = box.left;
    const rightGap = viewport - box.right;
    expect(leftGap, 'gutter on the left').toBeGreaterThanOrEqual(12);
    expect(rightGap, 'gutter on the right').toBeGreaterThanOrEqual(12);
    expect(Math.abs(leftGap - rightGap), `centred (${leftGap} vs ${rightGap})`).toBeLessThanOrEqual(1);
  }
});

test('FAQ disclosure triangles sit inside their cards', async ({ page }) => {
  await page.goto('/faq');
  const summaries = await page.locator('[data-faq] summary').all();
  expect(summaries.length).toBe(16);
  for (const summary of summaries) {
    // The marker is the first thing in the summary's content box, so the question text starts after it.
    const offset = await summary.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const contentLeft = box.left + Number.parseFloat(getComputedStyle(node).paddingLeft);
      const heading = node.querySelector('h2');
      return heading ? heading.getClientRects()[0].left - contentLeft : -1;
    });
    expect(offset).toBeGreaterThanOrEqual(8);
  }
});

for (const path of ['/', '/calculators', '/templates', '/blog']) {
  test(`${path}: every row of a card grid is full (no lone card in a row of its own width)`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const grids = await page.locator('ul.card-grid').all();
    expect(grids.length).toBeGreaterThan(0);
    for (const grid of grids) {
      const rows = await grid.evaluate((node) => {
        const gridBox = node.getBoundingClientRect();
        const byTop = new Map<number, { left: number; right: number }>();
        for (const card of node.children) {
          const box = card.getBoundingClientRect();
          const top = Math.round(box.top);
          const row = byTop.get(top) ?? { left: box.left, right: box.right };
          byTop.set(top, { left: Math.min(row.left, box.left), right: Math.max(row.right, box.right) });
        }
        return [...byTop.values()].map((row) => ({
          startGap: row.left - gridBox.left,
          endGap: gridBox.right - row.right,
        }));
      });
      for (const row of rows) {
        expect(row.startGap).toBeLessThanOrEqual(1);
        expect(row.endGap, `a row of ${path} ends ${row.endGap} px short of its grid`).toBeLessThanOrEqual(1);
      }
    }
  });
}

test('/calculators offers no header button linking to itself', async ({ page }) => {
  await page.goto('/calculators');
  await expect(page.locator('[data-header-button]')).toHaveCount(0);
  await expect(page.locator('a.button[href="/calculators"]')).toHaveCount(0);
});
