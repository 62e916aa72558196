import { expect, type Locator, type Page, test } from '@playwright/test';
import { lowestFocusRingContrast, lowestTextContrast } from './support/rendered-contrast.ts';

/**
 * Issue 13 item 11: the purple header's text and focus rings meet WCAG AA on the pixels actually
 * rendered (text >= 4.5:1, focus indicators >= 3:1), on pages without a heading block (home, 404),
 * with one (a calculator, the glossary), and while a link is hovered.
 */
const PAGES = ['/', '/no-such-page', '/calculators/payment', '/glossary'];

async function visible(locator: Locator): Promise<Locator[]> {
  const all = await locator.all();
  const shown: Locator[] = [];
  for (const item of all) if (await item.isVisible()) shown.push(item);
  return shown;
}

/** Header text: the brand name, the desktop menu (from 1140 px) and the page heading block. */
async function headerTexts(page: Page): Promise<Locator[]> {
  const header = page.locator('header.site-header');
  return visible(header.locator('.brand span, .nav-desktop .menu-list a, .page-heading h1, .page-heading p'));
}

/** What the keyboard reaches in the header without opening the menu. */
async function headerFocusables(page: Page): Promise<Locator[]> {
  const header = page.locator('header.site-header');
  return visible(
    header.locator('.brand, .nav-desktop .menu-list a, .header-cta, .menu-toggle, [data-header-button]'),
  );
}

for (const path of PAGES) {
  test(`${path}: header text >= 4.5:1 and focus rings >= 3:1 on the rendered background`, async ({
    page,
  }) => {
    // Every header text and control is measured on rendered pixels (a screenshot each); at desktop
    // widths that is a dozen or more, which outlasts the default timeout on a busy machine.
    test.slow();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const texts = await headerTexts(page);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const label = (await text.textContent())?.trim();
      expect(await lowestTextContrast(text), `text contrast of "${label}"`).toBeGreaterThanOrEqual(4.5);
    }

    for (const control of await headerFocusables(page)) {
      const label = (await control.textContent())?.trim() || (await control.getAttribute('class'));
      // Focus by keyboard so :focus-visible applies, read the ring colour, then measure where it is drawn.
      await control.evaluate((node) => (node as HTMLElement).blur());
      await page.keyboard.press('Shift+Tab');
      await control.focus();
      const ring = await control.evaluate((node) => {
        const style = getComputedStyle(node);
        return {
          color: style.outlineColor,
          width: Number.parseFloat(style.outlineWidth),
          style: style.outlineStyle,
        };
      });
      expect(ring.style, `focus ring of "${label}"`).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      await control.evaluate((node) => (node as HTMLElement).blur());
      expect(
        await lowestFocusRingContrast(control, ring.color),
        `focus ring of "${label}"`,
      ).toBeGreaterThanOrEqual(3);
    }
  });
}

test('a hovered menu link keeps 4.5:1 on its highlight', async ({ page }) => {
  // One screenshot measurement per menu link (a dozen at tablet width): past 30 s on a busy machine.
  test.slow();
  await page.goto('/');
  const links = await visible(page.locator('header.site-header .nav-desktop .menu-list a'));
  // Below 1140 px the menu sits behind the toggle, on white: check the compact menu's links instead.
  if (links.length === 0) {
    await page.locator('[data-menu-toggle]').click();
    links.push(...(await visible(page.locator('#mobile-menu .menu-list a'))));
  }
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    await link.hover();
    expect(await lowestTextContrast(link), `hovered "${await link.textContent()}"`).toBeGreaterThanOrEqual(
      4.5,
    );
  }
});
