import { expect, type Page, test } from '@playwright/test';
import { EXAMPLES_ORIGIN } from './support/origins';
import { fillValidLead, uniqueEmail } from './support/widget-page';

// rtl.html is a dir="rtl" partner page with the inline form and the popup. The honeypot field must
// be hidden the same way in both directions: the page never scrolls sideways.
async function pageScrollsSideways(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

for (const width of [375, 1280]) {
  test.describe(`on an RTL page at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the inline form does not make the page scroll sideways', async ({ page }) => {
      await page.goto(`${EXAMPLES_ORIGIN}/rtl.html`);
      const form = page.locator('mrn-lead-form');
      await expect(form.getByLabel('Name', { exact: true })).toBeVisible();
      const { scrollWidth, innerWidth } = await pageScrollsSideways(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });

    test('the popup does not make the page scroll sideways, open or closed', async ({ page }) => {
      await page.goto(`${EXAMPLES_ORIGIN}/rtl.html`);
      await expect(page.locator('mrn-lead-form').getByLabel('Name', { exact: true })).toBeVisible();
      // Only the popup's form: measure with the inline form removed.
      await page.locator('mrn-lead-form').evaluate((element) => element.remove());
      await page.locator('#rtl-popup-trigger').click();
      const dialog = page.locator('mrn-popup').locator('dialog');
      await expect(dialog.getByLabel('Name', { exact: true })).toBeVisible();
      const honeypot = dialog.locator('input[name="website"]');
      const dialogScroll = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(dialogScroll).toBe(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The closed dialog's form goes as it closes: wait for it rather than read at once.
      await expect(honeypot).toHaveCount(0);
      const { scrollWidth, innerWidth } = await pageScrollsSideways(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  });
}

test('the honeypot stays out of reach of people, keyboards, screen readers and autofill, not of bots', async ({
  page,
}) => {
  await page.goto(`${EXAMPLES_ORIGIN}/rtl.html`);
  const form = page.locator('mrn-lead-form');
  await expect(form.getByLabel('Name', { exact: true })).toBeVisible();
  const honeypot = form.locator('input[name="website"]');
  expect(await honeypot.getAttribute('tabindex')).toBe('-1');
  expect(await honeypot.getAttribute('autocomplete')).toBe('off');
  expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
  // Not in the accessibility tree: no textbox named "Website".
  await expect(form.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  // Nothing of it is painted: the box a person could see is at most one clipped pixel.
  const painted = await honeypot.evaluate((input) => {
    const wrapper = input.closest('.mrn-honeypot') as HTMLElement;
    const box = wrapper.getBoundingClientRect();
    return { area: box.width * box.height, overflow: getComputedStyle(wrapper).overflow };
  });
  expect(painted.area).toBeLessThanOrEqual(1);
  expect(painted.overflow).toBe('hidden');
  // A naive bot that fills every input in the DOM still fills it, and the form sends it.
  await honeypot.evaluate((input: HTMLInputElement) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, 'http://spam.example');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect(honeypot).toHaveValue('http://spam.example');
  await fillValidLead(form, uniqueEmail('rtl-bot'));
  const leadRequest = page.waitForRequest((request) => request.url().endsWith('/api/forms/demo/leads'));
  await form.locator('button[type="submit"]').click();
  expect((await leadRequest).postDataJSON()).toMatchObject({ website: 'http://spam.example' });
});
