import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility.ts';

/** Each calculator with the spec §1 call-to-action label it ends with. */
const CALCULATORS = [
  { id: 'payment', cta: 'Get Rate Alerts', result: /Total Monthly Payment/ },
  { id: 'affordability', cta: 'Monitor Rate Changes', result: /Maximum Home Price/i },
  { id: 'down-payment', cta: 'Track Mortgage Rates', result: /Down Payment/ },
  { id: 'rent-vs-buy', cta: 'Track Rate Changes', result: /(Buying|Renting) Wins/ },
  { id: '15-vs-30', cta: 'Monitor Mortgage Rates', result: /15-Year/ },
  { id: 'inflation-impact', cta: 'Track Market Rates', result: /Home Price/ },
  { id: 'refinance', cta: 'Get Rate Alerts', result: /New (Monthly )?Payment/i },
  { id: 'amortization', cta: 'Track Mortgage Rates', result: /Loan Summary/ },
  { id: 'extra-payment', cta: 'Monitor Rate Changes', result: /Interest Saved/ },
];

test('the calculators index shows nine cards with Calculate Now', async ({ page }) => {
  await page.goto('/calculators');
  const links = page.locator('[data-calculator-grid] a', { hasText: 'Calculate Now' });
  await expect(links).toHaveCount(9);
  for (const calculator of CALCULATORS) {
    await expect(page.locator(`[data-calculator-grid] a[href="/calculators/${calculator.id}"]`)).toHaveCount(
      1,
    );
  }
  await expect(page.getByRole('heading', { name: 'Why Use Mortgage Calculators?' })).toBeVisible();
  await expect(page.locator('[data-signup-cta]')).toHaveAttribute('target', '_blank');
});

for (const calculator of CALCULATORS) {
  test(`${calculator.id}: prompt, Calculate!, article, disclaimer and call to action`, async ({ page }) => {
    await page.goto(`/calculators/${calculator.id}`);
    const island = page.locator(`[data-calculator="${calculator.id}"]`);
    await expect(island.getByText(/Click "Calculate!" to see/)).toBeVisible();
    // Rendered on the server, so inputs exist before hydration; wait for React before clicking.
    await expect(island.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
    await island.getByRole('button', { name: 'Calculate!' }).click();
    await expect(island.getByText(/Click "Calculate!" to see/)).toBeHidden();
    await expect(island.locator('[role="status"]').first()).toContainText(calculator.result);

    await expect(page.locator('article.calculator-guide h2').first()).toBeVisible();
    await expect(page.locator('[data-disclaimer]')).toBeVisible();
    const cta = page.locator('[data-signup-cta]').last();
    await expect(cta).toContainText(calculator.cta);
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('href', '/app/sign-up');
  });
}

test('15 vs 30: "Use today’s rate" fills each rate with its own type and calculates nothing', async ({
  page,
}) => {
  // The test server starts on an empty database, so these are the seeded sample rates.
  const current = await (await page.request.get('/api/rates/current')).json();
  const rateOf = (type: string) =>
    String(current.rates.find((rate: { type: string }) => rate.type === type).value);
  await page.goto('/calculators/15-vs-30');
  const island = page.locator('[data-calculator="15-vs-30"]');
  await expect(island.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
  const fieldOf = (label: string) => island.locator('.mrn-field', { has: page.getByLabel(label) });
  for (const [label, type] of [
    ['15-Year Rate (%)', '15y'],
    ['30-Year Rate (%)', '30y'],
  ]) {
    await fieldOf(label).getByRole('button', { name: 'Use today’s rate' }).click();
    await expect(island.getByLabel(label)).toHaveValue(rateOf(type));
  }
  await expect(island.getByText(/Click "Calculate!" to see/)).toBeVisible();
  await island.getByRole('button', { name: 'Calculate!' }).click();
  await expect(island.getByText(/Click "Calculate!" to see/)).toBeHidden();
});

test('without current rates the calculators offer no "Use today’s rate" button', async ({ page }) => {
  await page.route('**/api/rates/current', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'rates_unavailable', message: 'Not yet.' } } }),
  );
  await page.goto('/calculators/payment');
  const island = page.locator('[data-calculator="payment"]');
  await expect(island.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
  await expect(island.getByRole('button', { name: 'Calculate!' })).toBeVisible();
  await expect(island.getByRole('button', { name: 'Use today’s rate' })).toHaveCount(0);
});

test('payment calculator sends Calculator Used with its properties to Amplitude', async ({ page }) => {
  const events: { event_type: string; event_properties?: Record<string, unknown> }[] = [];
  // Analytics turns on only when the config endpoint hands out a key; Amplitude is outside the sandbox,
  // so its HTTP endpoint is answered here and the payload recorded.
  await page.route('**/api/analytics/config', (route) =>
    route.fulfill({ json: { amplitudeApiKey: 'test-key' } }),
  );
  await page.route(/amplitude\.com/, async (route) => {
    const body = route.request().postDataJSON() as { events?: typeof events } | null;
    events.push(...(body?.events ?? []));
    await route.fulfill({ json: { code: 200, events_ingested: body?.events?.length ?? 0 } });
  });
  await page.goto('/calculators/payment');
  const island = page.locator('[data-calculator="payment"]');
  await expect(island.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
  await island.getByRole('button', { name: 'Calculate!' }).click();
  await expect
    .poll(() => events.find((event) => event.event_type === 'Calculator Used')?.event_properties, {
      timeout: 15_000,
    })
    .toMatchObject({
      calculator: 'payment',
      home_price: 400000,
      down_payment: 80000,
      interest_rate: 6.5,
      loan_term: 30,
      total_payment: expect.any(Number),
    });
  expect(events.some((event) => event.event_type === 'Page Viewed')).toBe(true);
});

test('without an analytics key nothing is sent and a warning is logged', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let amplitudeCalls = 0;
  await page.route(/amplitude\.com/, (route) => {
    amplitudeCalls += 1;
    return route.abort();
  });
  await page.goto('/calculators/payment');
  await expect.poll(() => warnings.some((text) => text.includes('Analytics is off'))).toBe(true);
  expect(amplitudeCalls).toBe(0);
});

test('an out-of-range input is refused with the allowed range beside the field (issue 13 item 15)', async ({
  page,
}) => {
  await page.goto('/calculators/payment');
  const island = page.locator('[data-calculator="payment"]');
  await expect(island.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
  const term = island.getByLabel('Loan Term (years)');
  await term.fill('0.01');
  await island.getByRole('button', { name: 'Calculate!' }).click();
  await expect(term).toHaveAttribute('aria-invalid', 'true');
  await expect(term).toHaveAccessibleDescription('Enter 1 to 50 years.');
  await expect(island.getByText(/Click "Calculate!" to see/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a down payment above the home price is refused beside the down payment, not a percentage over 100 (issue 45 item 5)', async ({
  page,
}) => {
  await page.goto('/calculators/payment');
  const island = page.locator('[data-calculator="payment"]');
  await expect(island.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
  const calculate = island.getByRole('button', { name: 'Calculate!' });
  await calculate.click();
  await expect(island.getByText('Down Payment Percentage')).toBeVisible();
  const down = island.getByLabel('Down Payment', { exact: true });
  await down.fill('500000');
  // Spec §4: nothing is recalculated while typing; the refusal comes with Calculate!.
  await expect(down).not.toHaveAttribute('aria-invalid');
  await calculate.click();
  await expect(down).toHaveAttribute('aria-invalid', 'true');
  await expect(down).toHaveAccessibleDescription(
    'Enter $400,000 or less: the down payment cannot be more than the home price.',
  );
  await expect(island.getByText(/Click "Calculate!" to see/)).toBeVisible();
  await expect(island.getByText('Down Payment Percentage')).toHaveCount(0);
  await expect(island.getByText('125%')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('amount fields group thousands as you type, keep the caret, and calculate the same (issue 13 item 17)', async ({
  page,
}) => {
  await page.goto('/calculators/payment');
  const island = page.locator('[data-calculator="payment"]');
  await expect(island.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
  const price = island.getByLabel('Home Price');
  const caret = () => price.evaluate((input) => (input as HTMLInputElement).selectionStart);
  await expect(price).toHaveAttribute('inputmode', 'decimal');
  await expect(price).toHaveValue('400,000');
  // The "$" is drawn for the eye only; the label names the field.
  const dollar = island
    .locator('.mrn-field', { has: page.getByLabel('Home Price') })
    .getByText('$', { exact: true });
  await expect(dollar).toHaveAttribute('aria-hidden', 'true');

  await price.fill('');
  await price.pressSequentially('500000');
  await expect(price).toHaveValue('500,000');
  expect(await caret()).toBe(7);
  // In the middle: after the "5", a digit goes in and the caret stays after it.
  await price.press('Home');
  await price.press('ArrowRight');
  await price.press('1');
  await expect(price).toHaveValue('5,100,000');
  expect(await caret()).toBe(3);
  await price.press('Backspace');
  await expect(price).toHaveValue('500,000');
  expect(await caret()).toBe(1);
  // Backspace just after a comma deletes the digit before it.
  await price.press('End');
  for (let step = 0; step < 3; step++) await price.press('ArrowLeft');
  await price.press('Backspace');
  await expect(price).toHaveValue('50,000');
  expect(await caret()).toBe(2);

  // A pasted "$400,000" is the default price again: the same result as the defaults give.
  await price.fill('$400,000');
  await expect(price).toHaveValue('400,000');
  await island.getByLabel('Interest Rate (%)').fill('6.5');
  await island.getByRole('button', { name: 'Calculate!' }).click();
  await expect(island.getByRole('status').first()).toContainText('$2,022.62');
  await expect(page).toHaveURL(/homePrice=400000(&|$)/);
  await expectNoAxeViolations(page);
});
