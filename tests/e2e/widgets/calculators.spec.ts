import { expect, test } from '@playwright/test';
import { EXAMPLES_ORIGIN, PRODUCT_ORIGIN } from './support/origins';

test.describe('calculator elements', () => {
  test('load lazily, calculate, theme through CSS variables and fire mrn:calculate', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${EXAMPLES_ORIGIN}/calculators.html`);
    const payment = page.locator('mrn-calculator[type="payment"]');
    await expect(payment.getByRole('button', { name: 'Calculate!' })).toBeVisible();
    // Themed by the page: --mrn-color-brand set on the element reaches the button in the shadow root.
    const brand = await payment
      .getByRole('button', { name: 'Calculate!' })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(brand).toBe('rgb(15, 76, 92)');

    await payment.getByRole('button', { name: 'Calculate!' }).click();
    await expect(page.locator('#calculation-log')).toContainText('"type": "payment"');
    await expect(page.locator('#calculation-log')).toContainText('"homePrice": "425000"');
    await expect(payment).toHaveAttribute('down-payment', '85000');
    await expect(payment).toHaveAttribute('interest-rate', '6.5');

    // Only the calculators on the page were fetched, each as its own chunk.
    const calculatorChunks = scripts.filter((url) => /Calculator-[\w-]+\.js$/.test(url));
    expect(calculatorChunks.some((url) => url.includes('PaymentCalculator'))).toBe(true);
    expect(calculatorChunks.some((url) => url.includes('RefinanceCalculator'))).toBe(false);
  });

  test("with form-id, the call to action opens the partner's lead form instead of the sign-up page", async ({
    page,
  }) => {
    const contractChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/widget-contract-[\w-]+\.js$/.test(request.url())) contractChunks.push(request.url());
    });
    await page.goto(`${EXAMPLES_ORIGIN}/calculators.html`);
    const payment = page.locator('mrn-calculator[type="payment"]');
    const callToAction = payment.getByRole('button', { name: 'Get Rate Alerts' });
    await expect(callToAction).toBeVisible();
    await expect(payment.getByRole('link', { name: 'Get Rate Alerts' })).toHaveCount(0);
    await callToAction.click();
    // No popup.js on this page: the form is mounted inline, right after the calculator.
    const leadForm = page.locator('mrn-calculator[type="payment"] + script + mrn-lead-form');
    await expect(leadForm.getByRole('heading')).toBeVisible();
    // Issue 13 item 7: the themed calculators and the lead form parse their configs with one schema chunk.
    await expect(leadForm.getByLabel('Email', { exact: true })).toBeVisible();
    expect(contractChunks).toHaveLength(1);
    await callToAction.click();
    await expect(page.locator('mrn-lead-form')).toHaveCount(1);
    // Calculators without form-id keep the sign-up link.
    await expect(
      page.locator('mrn-calculator[type="15-vs-30"]').getByRole('link', { name: /Track|Monitor|Get/ }),
    ).toHaveCount(1);
  });

  test('a page with only the lead form downloads no calculator code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${EXAMPLES_ORIGIN}/embed.html`);
    await expect(page.locator('mrn-lead-form').getByLabel('Email', { exact: true })).toBeVisible();
    // embed.js, the schema chunk it imports with the form config and the lead check that chunk starts
    // loading; no calculator code.
    expect(scripts).toEqual([
      '/embed.js',
      expect.stringMatching(/^\/chunks\/widget-contract-[\w-]+\.js$/),
      expect.stringMatching(/^\/chunks\/lead-check-[\w-]+\.js$/),
    ]);
  });

  // Partners paste calculators.js like embed.js and popup.js (a classic script, on
  // calculators-classic.html); calculators.html keeps the older type="module" snippet (tests above).
  test("pasted as a classic script, calculators.js renders; with form-id a calculator wears the form's colours and font, page CSS on the element still wins", async ({
    page,
    request,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const config = (await (await request.get(`${PRODUCT_ORIGIN}/api/forms/demo`)).json()) as {
      buttonColor: string;
      fontFamily: string;
    };
    await page.goto(`${EXAMPLES_ORIGIN}/calculators-classic.html`);
    const calculate = (id: string) => page.locator(`#${id}`).getByRole('button', { name: 'Calculate!' });
    const background = (id: string) =>
      calculate(id).evaluate((button) => getComputedStyle(button).backgroundColor);
    // The browser's own notation of the form's colour, to compare with what the button shows.
    const formColor = await page.evaluate((color) => {
      const probe = document.createElement('i');
      probe.style.color = color;
      document.body.append(probe);
      return getComputedStyle(probe).color;
    }, config.buttonColor);
    await calculate('plain').click();
    await expect(
      page
        .locator('#plain')
        .getByText(/Monthly payment/i)
        .first(),
    ).toBeVisible();
    await expect.poll(() => background('themed')).toBe(formColor);
    expect(await background('plain')).not.toBe(formColor);
    expect(await calculate('themed').evaluate((button) => getComputedStyle(button).fontFamily)).toContain(
      config.fontFamily,
    );
    expect(await background('page-brand')).toBe('rgb(1, 2, 3)');
    expect(pageErrors).toEqual([]);
  });
});
