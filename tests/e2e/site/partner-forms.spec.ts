import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';

/** The partner console's forms pages (/app/partner/forms, issue 12 parts 2 and 3), signed out. */

test('signed out, the forms list sends the visitor to sign-in with next=/app/partner/forms', async ({
  page,
}) => {
  await page.goto('/app/partner/forms');
  await expect(page).toHaveURL(/\/app\/sign-in\?next=(\/|%2F)app(\/|%2F)partner(\/|%2F)forms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('signed out, the builder comes back to the same form after sign-in', async ({ page }) => {
  await page.goto('/app/partner/forms/edit?id=form_abc');
  await expect(page).toHaveURL(
    /\/app\/sign-in\?next=(\/|%2F)app(\/|%2F)partner(\/|%2F)forms(\/|%2F)edit%3Fid%3Dform_abc$/,
  );
});

// Signed in they are noindex (tests/e2e/app-loop/session-journey.spec.ts); signed out, a crawler gets a redirect only.
test('signed out, the forms pages are a server redirect with nothing of the page', async ({ request }) => {
  for (const path of ['/app/partner/forms', '/app/partner/forms/edit']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.text()).toBe('');
  }
});
