import { expect, test } from '@playwright/test';
import { EXAMPLES_ORIGIN } from './support/origins';
import { collectConsoleErrors } from './support/widget-page';

test.describe('csp.html: a strict Content Security Policy (no inline script or style, no eval)', () => {
  test('the inline form and the popup work, sharing one schema chunk, with no violation', async ({
    page,
  }) => {
    const consoleErrors = collectConsoleErrors(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const contractRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/widget-contract-[\w-]+\.js$/.test(request.url())) contractRequests.push(request.url());
    });
    await page.goto(`${EXAMPLES_ORIGIN}/csp.html`);

    // Inline form: rendered from its parsed config, styled, validated by the shared schema.
    const form = page.locator('mrn-lead-form');
    await form.getByRole('button', { name: 'Get Rate Alerts' }).click();
    const email = form.getByLabel('Email', { exact: true });
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(await email.evaluate((input) => getComputedStyle(input).borderTopStyle)).toBe('solid');

    // Popup: opens, renders and validates the same way.
    await page.locator('#csp-popup-trigger').click();
    const dialog = page.locator('mrn-popup').locator('dialog');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
      'Enter your name (up to 120 characters).',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // embed.js and popup.js import the very same chunk: fetched once.
    expect(contractRequests).toHaveLength(1);
    // (Other console errors are allowed: the demo forms ask for current rates, 503 on a fresh install.)
    expect(consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('calculators.js pasted as a classic script renders a styled calculator, with no violation', async ({
    page,
  }) => {
    const consoleErrors = collectConsoleErrors(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    // The same policy as csp.html.
    await page.goto(`${EXAMPLES_ORIGIN}/calculators-classic.html`);
    const calculate = page.locator('#plain').getByRole('button', { name: 'Calculate!' });
    await expect(calculate).toBeVisible();
    // Styled: the shadow root's stylesheets applied (an unstyled button has no background or radius).
    expect(await calculate.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    expect(await calculate.evaluate((button) => getComputedStyle(button).borderTopLeftRadius)).not.toBe(
      '0px',
    );
    // The form's colours (a constructed :host sheet) need no inline style either.
    await expect
      .poll(() =>
        page
          .locator('#themed')
          .getByRole('button', { name: 'Calculate!' })
          .evaluate((button) => getComputedStyle(button).backgroundColor),
      )
      .not.toBe(await calculate.evaluate((button) => getComputedStyle(button).backgroundColor));
    expect(consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
