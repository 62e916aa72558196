import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr', /.*/);
}

/** Counts window.print() calls instead of opening the dialog, which would block the test. */
async function countPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
}

const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

test('the templates index lists six templates with View Template', async ({ page }) => {
  await page.goto('/templates');
  await expect(page.getByRole('link', { name: /^View Template/ })).toHaveCount(6);
});

test('budget worksheet updates live', async ({ page }) => {
  await page.goto('/templates/budget-worksheet');
  await hydrated(page);
  await page.getByLabel('Monthly Gross Income').fill('8000');
  await page.getByLabel('Monthly Debt Payments').fill('500');
  await page.getByLabel('Monthly Living Expenses').fill('3000');
  const results = page.locator('[data-template] .mrn-card').nth(1);
  // disposable 4500; 28% rule 2240; conservative 1125; recommended = lower = 1125.
  await expect(results).toContainText('$4,500.00');
  await expect(results).toContainText('$2,240.00');
  await expect(results).toContainText('$1,125.00');
});

test.describe('worksheets at extreme inputs (issue 28): the bound beside the field, never Infinity or NaN', () => {
  const REFUSAL =
    'A number is outside what this worksheet can work with: the marked field says what it accepts.';
  const NO_NUMBERS_BROKEN = /Infinity|NaN|e\+/;

  test('budget worksheet', async ({ page }) => {
    await page.goto('/templates/budget-worksheet');
    await hydrated(page);
    const income = page.getByLabel('Monthly Gross Income');
    await income.fill('1e308');
    await expect(income).toHaveAttribute('aria-invalid', 'true');
    await expect(income).toHaveAccessibleDescription(/Enter 0 or \$0\.01 to \$100,000,000\./);
    const results = page.locator('[data-template] .mrn-card').nth(1);
    await expect(results).toContainText(REFUSAL);
    await expect(results).not.toContainText(NO_NUMBERS_BROKEN);
    await expectNoAxeViolations(page);
    // Back in range, the figures return and the message goes.
    await income.fill('8000');
    await expect(income).not.toHaveAttribute('aria-invalid', 'true');
    await expect(results).toContainText('$2,240.00');
    await expect(results).not.toContainText(REFUSAL);
  });

  test('down payment tracker', async ({ page }) => {
    await page.goto('/templates/down-payment-tracker');
    await hydrated(page);
    await page.getByLabel('Target Home Price').fill('400000');
    const savings = page.getByLabel('Monthly Savings');
    await savings.fill('5e-324');
    await expect(savings).toHaveAttribute('aria-invalid', 'true');
    const results = page.locator('[data-template]');
    await expect(results).toContainText(REFUSAL);
    await expect(results).not.toContainText(NO_NUMBERS_BROKEN);
    await expectNoAxeViolations(page);
  });

  test('lender comparison', async ({ page }) => {
    await page.goto('/templates/mortgage-comparison');
    await hydrated(page);
    await page.getByLabel('Loan Amount, Lender 1').fill('300000');
    await page.getByLabel('Interest Rate (%), Lender 1').fill('6.5');
    const amount = page.getByLabel('Loan Amount, Lender 2');
    await amount.fill('1e308');
    await page.getByLabel('Interest Rate (%), Lender 2').fill('6');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription('Enter 0 or $0.01 to $100,000,000.');
    await expect(page.locator('[data-template]')).toContainText(REFUSAL);
    const table = page.locator('.comparison-table');
    await expect(table.locator('tr.computed-row')).toHaveCount(3);
    for (const row of await table.locator('tr.computed-row').all()) {
      await expect(row).not.toContainText(NO_NUMBERS_BROKEN);
    }
    await expect(table.locator('tr.computed-row').first().locator('td').nth(0)).toHaveText('—');
    await expectNoAxeViolations(page);
  });
});

test('down payment tracker shows progress, projection and the monthly need for a target date', async ({
  page,
}) => {
  await page.goto('/templates/down-payment-tracker');
  await hydrated(page);
  await page.getByLabel('Target Home Price').fill('400000');
  await page.getByLabel('Current Savings').fill('20000');
  await page.getByLabel('Monthly Savings').fill('1000');
  await expect(page.locator('progress')).toHaveAttribute('value', '25');
  const results = page.locator('[data-template]');
  await expect(results).toContainText('$80,000');
  await expect(results).toContainText('$60,000');
  await expect(results.getByText('60', { exact: true })).toBeVisible();
  const target = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await page.getByLabel(/Target Date/).fill(target);
  await expect(results).toContainText('Monthly Savings Needed for Target Date');
});

test('mortgage comparison: add and remove lenders, computed rows and green winners', async ({ page }) => {
  await countPrints(page);
  await page.goto('/templates/mortgage-comparison');
  await hydrated(page);
  const headers = page.locator('.comparison-table thead th');
  await expect(headers).toHaveCount(3);
  await page.getByRole('button', { name: 'Add Lender' }).click();
  await expect(headers).toHaveCount(4);
  await page.getByRole('button', { name: 'Remove Lender 4' }).click();
  await expect(headers).toHaveCount(3);
  await expect(page.getByLabel('Interest Rate (%), Lender 1')).toHaveAttribute('step', '0.001');
  await expect(page.getByLabel('APR (%), Lender 1')).toHaveAttribute('step', '0.001');

  const offers = [
    { rate: '6.5', apr: '6.7', fee: '2000', closing: '6000' },
    { rate: '6.25', apr: '6.6', fee: '4000', closing: '7000' },
  ];
  for (const [index, offer] of offers.entries()) {
    const lender = `Lender ${index + 1}`;
    await page.getByLabel(`Lender Name, ${lender}`).fill(`Bank ${index + 1}`);
    await page.getByLabel(`Loan Amount, ${lender}`).fill('300000');
    await page.getByLabel(`Interest Rate (%), ${lender}`).fill(offer.rate);
    await page.getByLabel(`APR (%), ${lender}`).fill(offer.apr);
    await page.getByLabel(`Origination Fee, ${lender}`).fill(offer.fee);
    await page.getByLabel(`Total Closing Costs, ${lender}`).fill(offer.closing);
  }
  const table = page.locator('.comparison-table');
  // 300,000 at 6.5% for 30 years: $1,896.20 a month.
  await expect(table).toContainText('$1,896.20');
  for (const label of [
    'Lowest Rate',
    'Lowest APR',
    'Lowest Payment',
    'Least Interest',
    'Lowest Total Cost',
  ]) {
    await expect(table.locator('.winner-label', { hasText: label })).toHaveCount(1);
  }
  // Lender 2 has the lower rate; its cell is the green one.
  const rateRow = table.locator('tr', { has: page.getByRole('rowheader', { name: 'Interest Rate (%)' }) });
  await expect(rateRow.locator('td').nth(1)).toHaveClass(/winner/);
  // A blank third lender never wins and shows blank computed values.
  await expect(table.locator('tr.computed-row').first().locator('td').nth(2)).toHaveText('');

  await page.getByRole('button', { name: 'Print Comparison' }).click();
  expect(await printCalls(page)).toBe(1);
  await expect(page.getByRole('link', { name: /Track Market Rates/ })).toHaveAttribute('target', '_blank');
});

for (const template of ['home-search-criteria', 'lender-questions', 'inspection-checklist']) {
  test(`${template}: checkable items toggle and Print opens the print dialog`, async ({ page }) => {
    await countPrints(page);
    await page.goto(`/templates/${template}`);
    const first = page.locator('.checklist input[type="checkbox"]').first();
    await first.check();
    await expect(first).toBeChecked();
    await first.uncheck();
    await expect(first).not.toBeChecked();
    await page.getByRole('button', { name: 'Print Worksheet' }).click();
    expect(await printCalls(page)).toBe(1);
  });
}

test('lists have the sizes of the spec', async ({ page }) => {
  await page.goto('/templates/lender-questions');
  await expect(page.locator('fieldset')).toHaveCount(5);
  await expect(page.locator('fieldset .checklist li')).toHaveCount(50);
  await expect(page.locator('.blank-table tbody tr')).toHaveCount(7);
  await expect(page.locator('.blank-table thead th')).toHaveCount(3);
  await page.goto('/templates/inspection-checklist');
  await expect(page.locator('fieldset')).toHaveCount(6);
  await expect(page.locator('fieldset textarea')).toHaveCount(6);
  await page.goto('/templates/home-search-criteria');
  for (const legend of ['Must-Haves', 'Nice-to-Haves', 'Deal-Breakers']) {
    await expect(page.locator('fieldset', { hasText: legend }).locator('input[type="checkbox"]')).toHaveCount(
      12,
    );
  }
});

test('print stylesheet hides the shell and keeps the worksheet', async ({ page }) => {
  await page.goto('/templates/inspection-checklist');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.site-header')).toBeHidden();
  await expect(page.locator('footer.site-footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Worksheet' })).toBeHidden();
  await expect(page.locator('fieldset').first()).toBeVisible();
  await expect(page.locator('.worksheet-print-title')).toBeVisible();
});
