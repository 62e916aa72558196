import { expect, type Page, test } from '@playwright/test';
import { EXAMPLES_ORIGIN } from './support/origins';

// The popup on hostile.html (another origin, aggressive global CSS, `!important` rules on dialog
// and button): centred while open on every viewport, full screen below 768px, gone once closed.
const HEIGHT = 800;

async function openPopup(page: Page) {
  await page.goto(`${EXAMPLES_ORIGIN}/hostile.html`);
  await page.locator('#popup-trigger').click();
  const dialog = page.locator('mrn-popup').locator('dialog');
  await expect(dialog.getByLabel('Name', { exact: true })).toBeVisible();
  return dialog;
}

for (const width of [768, 1280]) {
  test(`at ${width}px the modal is centred, and once closed nothing of it is visible or clickable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: HEIGHT });
    const dialog = await openPopup(page);
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the open dialog has no box');
    expect(box.width).toBe(520);
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y + box.height / 2 - HEIGHT / 2)).toBeLessThanOrEqual(1);

    const close = dialog.getByRole('button', { name: 'Close' });
    const closeBox = await close.boundingBox();
    if (!closeBox) throw new Error('the close button has no box');
    // Inside the dialog's top-right corner.
    expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(box.x + box.width);
    expect(closeBox.y).toBeGreaterThanOrEqual(box.y);

    await close.click();
    await expect(dialog).toBeHidden();
    await expect(close).toBeHidden();
    // Where the close button was, a click now reaches the page, not the popup's host.
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.tagName,
      [closeBox.x + closeBox.width / 2, closeBox.y + closeBox.height / 2],
    );
    expect(hit).not.toBe('MRN-POPUP');
    const hostBox = await page.locator('mrn-popup').boundingBox();
    expect((hostBox?.width ?? 0) * (hostBox?.height ?? 0)).toBe(0);
  });
}

test('at 375px the modal is full screen, and once closed nothing of it is visible or clickable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: HEIGHT });
  const dialog = await openPopup(page);
  expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 375, height: HEIGHT });
  const close = dialog.getByRole('button', { name: 'Close' });
  const closeBox = await close.boundingBox();
  expect(closeBox?.x).toBe(375 - 8 - 44);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(close).toBeHidden();
  const hostBox = await page.locator('mrn-popup').boundingBox();
  expect((hostBox?.width ?? 0) * (hostBox?.height ?? 0)).toBe(0);
});
