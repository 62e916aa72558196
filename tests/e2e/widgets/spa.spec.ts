import { expect, test } from '@playwright/test';
import { EXAMPLES_ORIGIN } from './support/origins';

test('the SPA example keeps opening the popup after client-side navigation', async ({ page }) => {
  await page.goto(`${EXAMPLES_ORIGIN}/spa.html`);
  const dialog = page.locator('mrn-popup').locator('dialog');
  const routes = [
    { link: 'Rates', trigger: '#rates-trigger' },
    { link: 'Contact', trigger: '#contact-trigger' },
    { link: 'Home', trigger: '#home-trigger' },
  ];
  for (const { link, trigger } of routes) {
    await page.getByRole('link', { name: link, exact: true }).click();
    await page.locator(trigger).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  // The router never reloaded the page, so popup.js ran once.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(page.url()).toContain('spa.html');
});
