import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { EXAMPLES_ORIGIN, PRODUCT_ORIGIN } from './support/origins';
import { heardWidgetEvents, recordWidgetEvents } from './support/widget-events';
import { collectConsoleErrors, fillValidLead, uniqueEmail } from './support/widget-page';

test.describe('embed.js on a partner page (another origin)', () => {
  test('renders the form in an open shadow root after the script, honouring data-max-width', async ({
    page,
  }) => {
    await page.goto(`${EXAMPLES_ORIGIN}/embed.html`);
    const form = page.locator('mrn-lead-form');
    await expect(form).toHaveCount(1);
    await expect(form.getByRole('heading', { level: 2 })).toHaveText('Get notified when mortgage rates move');

    const placement = await form.evaluate((element) => ({
      afterScript: element.previousElementSibling?.tagName === 'SCRIPT',
      shadowMode: element.shadowRoot?.mode,
      apiOrigin: element.getAttribute('api-origin'),
    }));
    expect(placement).toEqual({ afterScript: true, shadowMode: 'open', apiOrigin: PRODUCT_ORIGIN });

    const width = await form.locator('section').evaluate((section) => section.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(480);
    expect(width).toBeGreaterThan(300);
  });

  test('submits a lead that the API stores', async ({ page }) => {
    await recordWidgetEvents(page);
    await page.goto(`${EXAMPLES_ORIGIN}/embed.html?utm_source=newsletter&utm_campaign=fall`);
    const form = page.locator('mrn-lead-form');
    const submitted = page.evaluate(
      () =>
        new Promise<{ formId: string; leadId: string }>((resolve) =>
          document.addEventListener('mrn:submit', (event) => resolve((event as CustomEvent).detail), {
            once: true,
          }),
        ),
    );
    const leadRequest = page.waitForRequest((request) => request.url().endsWith('/api/forms/demo/leads'));
    await fillValidLead(form, uniqueEmail('embed'));
    await form.getByRole('button', { name: 'Get Rate Alerts' }).click();

    await expect(form.getByRole('status').filter({ hasText: 'Example Home Loans (demo)' })).toBeVisible();
    const detail = await submitted;
    expect(detail.formId).toBe('demo');
    expect(detail.leadId).toMatch(/[0-9a-f-]{36}/);
    const body = (await leadRequest).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ rateType: '15y', targetRate: 5.25, direction: 'below', consent: true });
    expect(String(body.pageUrl)).toContain('utm_source=newsletter');
    // The event map's payloads, in order: ready once the config is shown, then the accepted lead.
    expect(await heardWidgetEvents(page)).toEqual([
      ['mrn:ready', { formId: 'demo' }],
      ['mrn:submit', { formId: 'demo', leadId: detail.leadId }],
    ]);
  });

  test('prefills from data-name/data-email and sends data-field-* hidden fields and the page gclid', async ({
    page,
  }) => {
    // A partner page of another origin (with no form yet) gets a snippet with prefill and a hidden field.
    await page.goto(`${EXAMPLES_ORIGIN}/index.html?gclid=TeSt-123`);
    await page.evaluate((productOrigin) => {
      const script = document.createElement('script');
      script.src = `${productOrigin}/embed.js`;
      for (const [name, value] of Object.entries({
        'data-form': 'demo',
        'data-name': 'Pat Prefilled',
        'data-email': 'pat.prefilled@example.com',
        'data-field-agent': 'jo_7',
      })) {
        script.setAttribute(name, value);
      }
      document.body.append(script);
    }, PRODUCT_ORIGIN);
    const form = page.locator('mrn-lead-form');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Pat Prefilled');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('pat.prefilled@example.com');
    await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('prefill'));
    await form.getByLabel('Target rate (%)').fill('5.25');
    await form.getByRole('checkbox').check();
    const leadRequest = page.waitForRequest((request) => request.url().endsWith('/api/forms/demo/leads'));
    await form.getByRole('button', { name: 'Get Rate Alerts' }).click();
    const lead = await leadRequest;
    expect(lead.postDataJSON()).toMatchObject({
      name: 'Pat Prefilled',
      hiddenFields: { agent: 'jo_7' },
      gclid: 'TeSt-123',
    });
    expect((await lead.response())?.status()).toBe(201);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px the loading form already has its final height, and one request brings form and rates`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(`${PRODUCT_ORIGIN}/api/`)) asked.push(new URL(request.url()).pathname);
      });
      // Hold the config back, so the loading state can be measured. Its rates are marked live, as in
      // production: a fresh install's "Sample rates." note can make the strip a line taller.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`${PRODUCT_ORIGIN}/api/forms/demo`, async (route) => {
        await released;
        const response = await route.fetch();
        const config = await response.json();
        await route.fulfill({
          response,
          json: { ...config, currentRates: { ...config.currentRates, sample: false } },
        });
      });
      await page.goto(`${EXAMPLES_ORIGIN}/embed.html`);
      const section = page.locator('mrn-lead-form section');
      await expect(section).toHaveAttribute('aria-busy', 'true');
      const heightOf = () => section.evaluate((element) => element.getBoundingClientRect().height);
      const loading = await heightOf();
      // The skeleton is hidden and inert: nothing in it can be reached or read.
      await expect(page.locator('mrn-lead-form').getByRole('textbox')).toHaveCount(0);
      release();
      await expect(section).toHaveAttribute('aria-busy', 'false');
      await expect(page.locator('mrn-lead-form').getByText(/30-year fixed \d+\.\d\d%/)).toBeVisible();
      expect(await heightOf()).toBe(loading);
      expect(asked).toEqual(['/api/forms/demo']);
    });
  }

  test('a form config that does not parse shows the error state, not a crash', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await recordWidgetEvents(page);
    await page.route(`${PRODUCT_ORIGIN}/api/forms/demo`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ id: 1, headerText: 'Half a config' }),
      }),
    );
    await page.goto(`${EXAMPLES_ORIGIN}/embed.html`);
    const form = page.locator('mrn-lead-form');
    await expect(form.getByRole('status')).toHaveText(/could not be loaded/);
    await expect(form.getByRole('textbox')).toHaveCount(0);
    await expect
      .poll(() => heardWidgetEvents(page))
      .toEqual([
        ['mrn:error', expect.objectContaining({ formId: 'demo', code: 'invalid_response', status: 200 })],
      ]);
    expect(pageErrors).toEqual([]);
  });

  test('shows validation messages tied to the fields and keeps focus on the first', async ({ page }) => {
    await page.goto(`${EXAMPLES_ORIGIN}/embed.html`);
    const form = page.locator('mrn-lead-form');
    await form.getByRole('button', { name: 'Get Rate Alerts' }).click();
    const email = form.getByLabel('Email', { exact: true });
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
  });

  test('a script without data-form logs one clear error and renders nothing', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`${EXAMPLES_ORIGIN}/embed.html`);
    await expect(page.locator('mrn-lead-form')).toHaveCount(1);
    await page.evaluate((origin) => {
      const script = document.createElement('script');
      script.src = `${origin}/embed.js`;
      script.id = 'no-form';
      document.body.append(script);
    }, PRODUCT_ORIGIN);
    await expect.poll(() => errors.filter((text) => text.includes('data-form')).length).toBe(1);
    await expect(page.locator('mrn-lead-form')).toHaveCount(1);
  });

  test('loading the same snippet twice shows one form', async ({ page }) => {
    await page.goto(`${EXAMPLES_ORIGIN}/embed.html`);
    await expect(page.locator('mrn-lead-form')).toHaveCount(1);
    await page.evaluate((origin) => {
      const script = document.createElement('script');
      script.src = `${origin}/embed.js`;
      script.dataset.form = 'demo';
      document.body.append(script);
      return new Promise((resolve) => script.addEventListener('load', resolve));
    }, PRODUCT_ORIGIN);
    await expect(page.locator('mrn-lead-form')).toHaveCount(1);
  });

  test('an unknown form shows a polite message', async ({ page }) => {
    await page.goto(`${EXAMPLES_ORIGIN}/embed.html`);
    await page.evaluate((origin) => {
      const script = document.createElement('script');
      script.src = `${origin}/embed.js`;
      script.dataset.form = 'no-such-form';
      document.body.append(script);
    }, PRODUCT_ORIGIN);
    const unknown = page.locator('mrn-lead-form[form-id="no-such-form"]');
    await expect(unknown.getByRole('status')).toHaveText(/not available right now/);
    await expect(unknown.getByRole('textbox')).toHaveCount(0);
  });

  test('has no axe violations (WCAG 2.2 AA) inside the widget', async ({ page }) => {
    await page.goto(`${EXAMPLES_ORIGIN}/embed.html`);
    const form = page.locator('mrn-lead-form');
    await form.getByRole('button', { name: 'Get Rate Alerts' }).click();
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    const results = await new AxeBuilder({ page })
      .include('mrn-lead-form')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
});
