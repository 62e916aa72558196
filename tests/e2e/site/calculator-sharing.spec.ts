import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility.ts';

/**
 * Issue 13 item 20: a calculator's inputs round-trip through its address (with a copy-link
 * button), and the full amortization schedule exports to CSV and prints without the controls.
 */

async function hydrated(page: Page, id: string) {
  const island = page.locator(`[data-calculator="${id}"]`);
  await expect(island.locator('astro-island').first()).not.toHaveAttribute('ssr', /.*/);
  return island;
}

test('a shared payment link opens with its inputs and results; Calculate! updates the address', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/calculators/payment?homePrice=500000&downPayment=100000&interestRate=7&loanTerm=15');
  const island = await hydrated(page, 'payment');
  // Amounts show thousands separators; the address keeps the bare number.
  await expect(island.getByLabel('Home Price')).toHaveValue('500,000');
  await expect(island.getByLabel('Loan Term (years)')).toHaveValue('15');
  // The results are there without pressing Calculate!: $400,000 at 7 % over 15 years.
  await expect(island.getByRole('status').first()).toContainText('$3,595.31');

  await island.getByLabel('Interest Rate (%)').fill('6');
  await island.getByRole('button', { name: 'Calculate!' }).click();
  await expect(page).toHaveURL(/interestRate=6(&|$)/);
  await expect(page).toHaveURL(/homePrice=500000(&|$)/);
  await page.getByRole('button', { name: 'Copy link to these results' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe('/calculators/payment');
  await expectNoAxeViolations(page);

  // The copied link reproduces the same inputs and results in a fresh page.
  const second = await context.newPage();
  await second.goto(copied);
  const again = await hydrated(second, 'payment');
  await expect(again.getByLabel('Interest Rate (%)')).toHaveValue('6');
  await expect(again.getByRole('status').first()).toContainText('$3,375.43');
});

test('every calculator restores its inputs from its own link', async ({ page }) => {
  // Eight pages, each loaded and hydrated: about 10 s on a quiet machine, near 30 s on a busy one.
  test.slow();
  const links: Record<string, string> = {
    affordability: 'annualIncome=120000&interestRate=6',
    'down-payment': 'homePrice=350000&downPaymentPercent=10',
    'rent-vs-buy': 'homePrice=300000&monthlyRent=2000&interestRate=6&timeframe=7',
    '15-vs-30': 'homePrice=450000&rate15=5.5&rate30=6.25',
    'inflation-impact': 'homePrice=380000&yearsToWait=3',
    refinance: 'currentBalance=200000&currentRate=7&newRate=5.5&yearsRemaining=20',
    amortization: 'loanAmount=250000&interestRate=6&loanTerm=20',
    'extra-payment': 'loanAmount=250000&interestRate=6&extraPayment=300',
  };
  for (const [id, query] of Object.entries(links)) {
    await page.goto(`/calculators/${id}?${query}`);
    const island = await hydrated(page, id);
    const [field, value] = query.split('&')[0].split('=');
    await expect(island.locator(`input[name="${field}"], input`).first()).toBeVisible();
    await expect(island.getByText(/Click "Calculate!" to see/), id).toBeHidden();
    // The first field in the link is filled from it (shown with thousands separators).
    const inputs = await island
      .locator('input')
      .evaluateAll((elements) =>
        elements.map((element) => (element as HTMLInputElement).value.replace(/,/g, '')),
      );
    expect(inputs, `${id} ${field}`).toContain(value);
    await expect(page.getByRole('button', { name: 'Copy link to these results' })).toBeVisible();
  }
});

test('the amortization schedule downloads as CSV and prints without the controls', async ({ page }) => {
  await page.goto(
    '/calculators/amortization?loanAmount=300000&interestRate=6.5&loanTerm=30&firstPaymentDate=2027-01-01',
  );
  const island = await hydrated(page, 'amortization');
  const downloadStarted = page.waitForEvent('download');
  await island.getByRole('button', { name: /Download full schedule \(CSV, 360 payments\)/ }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('amortization-schedule.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Payment #,Date,Payment,Principal,Interest,Extra,Balance');
  expect(lines).toHaveLength(361);
  expect(lines[1]).toMatch(/^1,2027-01-01,1896\.20,/);
  expect(lines[360]).toMatch(/,0\.00$/);

  await page.emulateMedia({ media: 'print' });
  await expect(island.getByRole('button', { name: /Download full schedule/ })).toBeHidden();
  await expect(island.getByRole('button', { name: 'Calculate!' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy link to these results' })).toBeHidden();
  await expect(page.locator('header.site-header')).toBeHidden();
  const wrap = island.locator('.mrn-table-wrap').last();
  expect(await wrap.evaluate((element) => getComputedStyle(element).overflowX)).toBe('visible');
});
