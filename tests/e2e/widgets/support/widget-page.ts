import type { ConsoleMessage, Locator, Page } from '@playwright/test';

/** Collects console errors of a page (to assert the "one clear error" behaviour). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Fills the lead form inside `scope` (a shadow-piercing locator) with a valid lead. */
export async function fillValidLead(scope: Locator | Page, email: string): Promise<void> {
  // The loaded form, by role: while it loads, the inert silhouette's fields answer getByLabel too, and
  // text filled into them would vanish with the silhouette.
  await scope.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
  await scope.getByLabel('Name', { exact: true }).fill('Pat Example');
  await scope.getByLabel('Email', { exact: true }).fill(email);
  await scope.getByLabel('Phone (optional)').fill('(555) 123-4567');
  await scope.getByLabel('Rate type').selectOption('15y');
  await scope.getByLabel('Target rate (%)').fill('5.25');
  await scope.getByRole('checkbox').check();
}

/** A unique address per test run, so leads from different runs never collide. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
