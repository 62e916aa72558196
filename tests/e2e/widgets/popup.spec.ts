import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { EXAMPLES_ORIGIN, PRODUCT_ORIGIN } from './support/origins';
import { heardWidgetEvents, recordWidgetEvents } from './support/widget-events';
import { fillValidLead, uniqueEmail } from './support/widget-page';

const dialogOf = (page: Page) => page.locator('mrn-popup').locator('dialog');

test.describe('popup.js on a partner page (another origin)', () => {
  test('every trigger opens the modal, including one added after load; Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto(`${EXAMPLES_ORIGIN}/popup.html`);
    await expect(page.locator('#late-trigger')).toBeVisible({ timeout: 5000 });
    const dialog = dialogOf(page);

    for (const trigger of ['#header-trigger', '#link-trigger', '#footer-trigger', '#late-trigger']) {
      await page.locator(trigger).click();
      await expect(dialog).toBeVisible();
      // Labelled by the form's own heading (the header text from the form config, once loaded: before
      // that the heading is a placeholder, and the skeleton already lays out the fields).
      await expect(dialog.getByLabel('Name', { exact: true })).toBeVisible();
      await expect(dialog.locator('.mrn-lead-form')).toHaveAttribute('aria-busy', 'false');
      const heading = await dialog.getByRole('heading', { level: 2 }).textContent();
      await expect(dialog).toHaveAccessibleName(heading ?? 'missing heading');
      const focusInside = await page.evaluate(() => document.activeElement?.tagName === 'MRN-POPUP');
      expect(focusInside).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.locator(trigger)).toBeFocused();
      // The browser hides the dialog and refocuses the trigger before the 'close' event unlocks scroll.
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
        .not.toBe('hidden');
    }
  });

  test('opening counts one "open" for the partner analytics (POST /api/forms/:id/events, 204)', async ({
    page,
  }) => {
    await page.goto(`${EXAMPLES_ORIGIN}/popup.html`);
    const counted = page.waitForResponse(
      (response) =>
        /\/api\/forms\/[^/]+\/events$/.test(response.url()) && response.request().method() === 'POST',
    );
    await page.locator('#header-trigger').click();
    const response = await counted;
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toEqual({ type: 'open' });
  });

  test('Tab stays inside the dialog and the close button closes it', async ({ page }) => {
    // The form's config is held back until a Tab has been pressed in the loading dialog.
    let releaseConfig = () => {};
    const configHeld = new Promise<void>((resolve) => {
      releaseConfig = resolve;
    });
    await page.route(/\/api\/forms\/[^/]+$/, async (route) => {
      await configHeld;
      await route.continue();
    });
    await page.goto(`${EXAMPLES_ORIGIN}/popup.html`);
    await page.locator('#header-trigger').click();
    const dialog = dialogOf(page);
    // While the form loads only the close button can take focus: the loading silhouette is inert.
    await page.keyboard.press('Tab');
    expect(await focusInsideDialog(page)).toBe(true);
    releaseConfig();
    // The loaded form's field, by role: the silhouette's fields are hidden from the accessibility tree.
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
    for (let press = 0; press < 14; press++) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await focusInsideDialog(page)).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#header-trigger')).toBeFocused();
  });

  test('submits a lead, shows the success message, then closes by itself', async ({ page }) => {
    await recordWidgetEvents(page);
    await page.goto(`${EXAMPLES_ORIGIN}/popup.html`);
    // MRN.on hears the same events, with the same payloads, as document.addEventListener.
    const events = page.evaluate(
      () =>
        new Promise<[string, unknown][]>((resolve) => {
          const seen: [string, unknown][] = [];
          for (const name of ['open', 'ready', 'submit', 'error'] as const) {
            window.MRN?.on(name, (detail) => seen.push([`mrn:${name}`, detail]));
          }
          const unsubscribe = window.MRN?.on('close', (detail) => {
            seen.push(['mrn:close', detail]);
            unsubscribe?.();
            resolve(seen);
          });
        }),
    );
    await page.locator('#footer-trigger').click();
    const dialog = dialogOf(page);
    await fillValidLead(dialog, uniqueEmail('popup'));
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 6000 });
    await expect(page.locator('#footer-trigger')).toBeFocused();
    const heardByMrnOn = await events;
    const formId = 'demo-popup';
    expect(heardByMrnOn).toEqual([
      ['mrn:open', { formId }],
      ['mrn:ready', { formId }],
      ['mrn:submit', { formId, leadId: expect.stringMatching(/[0-9a-f-]{36}/) }],
      ['mrn:close', { formId }],
    ]);
    expect(await heardWidgetEvents(page)).toEqual(heardByMrnOn);
  });

  test('prefills from the script tag’s data-email and sends its data-field-* hidden fields', async ({
    page,
  }) => {
    await page.goto(`${EXAMPLES_ORIGIN}/index.html`);
    await page.evaluate((productOrigin) => {
      const script = document.createElement('script');
      script.src = `${productOrigin}/popup.js`;
      script.dataset.form = 'demo-popup';
      script.dataset.email = 'popup.prefilled@example.com';
      script.setAttribute('data-field-campaign', 'spring');
      document.body.append(script);
    }, PRODUCT_ORIGIN);
    await page.waitForFunction(() => window.MRN !== undefined);
    await page.evaluate(() => window.MRN?.open());
    const dialog = dialogOf(page);
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue('popup.prefilled@example.com');
    await fillValidLead(dialog, uniqueEmail('popup-prefill'));
    const leadRequest = page.waitForRequest((request) =>
      request.url().endsWith('/api/forms/demo-popup/leads'),
    );
    await dialog.locator('button[type="submit"]').click();
    const lead = await leadRequest;
    expect(lead.postDataJSON()).toMatchObject({ hiddenFields: { campaign: 'spring' } });
    expect((await lead.response())?.status()).toBe(201);
  });

  test('MRN.open and MRN.close work for integrators', async ({ page }) => {
    await page.goto(`${EXAMPLES_ORIGIN}/popup.html`);
    await page.evaluate(() => window.MRN?.open());
    await expect(dialogOf(page)).toBeVisible();
    await page.evaluate(() => window.MRN?.close());
    await expect(dialogOf(page)).toBeHidden();
  });

  test('is full screen on a small viewport and has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${EXAMPLES_ORIGIN}/popup.html`);
    await page.locator('#header-trigger').click();
    const dialog = dialogOf(page);
    await expect(dialog.getByLabel('Name', { exact: true })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    const results = await new AxeBuilder({ page })
      .include('mrn-popup')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
});

declare global {
  interface Window {
    MRN?: {
      open(formId?: string): void;
      close(): void;
      on(
        event: 'open' | 'ready' | 'submit' | 'error' | 'close',
        handler: (detail: unknown) => void,
      ): () => void;
    };
  }
}

/** Whether focus is on an element inside the popup's shadow root. */
function focusInsideDialog(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('mrn-popup');
    return document.activeElement === host && host?.shadowRoot?.activeElement !== null;
  });
}
