import { expect, type Locator, type Page } from '@playwright/test';
import { islandsHydrated } from './app-session';

/** Opens the console's builder for a new form (signed in as a partner) and returns the builder form. */
export async function openNewFormBuilder(page: Page, productOrigin: string): Promise<Locator> {
  await page.goto(`${productOrigin}/app/partner/forms/edit?new=1`);
  await islandsHydrated(page);
  return page.getByRole('form', { name: 'New form' });
}

/**
 * Presses "Create form" in the builder, waits for the new form's page and returns its URL and the
 * install snippet shown there, which loads the embed script from this product.
 */
export async function createFormAndCopySnippet(
  page: Page,
  builder: Locator,
  productOrigin: string,
): Promise<{ editUrl: string; snippet: string }> {
  await builder.getByRole('button', { name: 'Create form' }).click();
  await page.waitForURL(/\/app\/partner\/forms\/edit\?id=/);
  const snippet = (
    await page.getByRole('region', { name: 'Install' }).getByLabel('Embed in the page snippet').inputValue()
  ).trim();
  expect(snippet).toContain(`src="${productOrigin}/embed.js"`);
  return { editUrl: page.url(), snippet };
}

/** Creates a form through the partner API with the console's session (the page's cookies); returns its id. */
export async function createFormByApi(
  page: Page,
  productOrigin: string,
  settings: Record<string, unknown>,
): Promise<string> {
  const created = await page.request.post(`${productOrigin}/api/partner/forms`, {
    headers: { Origin: productOrigin },
    data: settings,
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { form: { id: string } }).form.id;
}
