import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** WCAG 2.2 AA and the levels below it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now (or on the part named by `include`) and expects no violations
 * (named by rule and first nodes).
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // One axe run over a long page takes seconds on a quiet machine and tens of seconds on a busy one:
  // each run brings its own time, so a test's budget is for what the test itself does.
  test.setTimeout(test.info().timeout + 30_000);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/**
 * axe on the site header in its interactive states: a link under the pointer, then a control with
 * keyboard focus (a state's colours are only rated while the state is on).
 */
export async function expectNoAxeViolationsInHeaderStates(page: Page): Promise<void> {
  const header = 'header.site-header';
  const link = page.locator(`${header} a:visible`).first();
  await link.hover();
  await expectNoAxeViolations(page, header);
  await page.mouse.move(0, 0);
  // Tab past the skip link onto the first header control, so :focus-visible applies.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator(`${header} :focus-visible`)).toHaveCount(1);
  await expectNoAxeViolations(page, header);
}
