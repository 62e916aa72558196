import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';

/** The partner console (/app/partner, issue 12) and the ways in from the public site. */

test('signed out, the partner console sends the visitor to sign-in with next=/app/partner', async ({
  page,
}) => {
  await page.goto('/app/partner');
  await expect(page).toHaveURL(/\/app\/sign-in\?next=(\/|%2F)app(\/|%2F)partner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

// Signed in it is noindex (tests/e2e/app-loop/session-journey.spec.ts); signed out, a crawler gets a redirect only.
test('signed out, the partner console is a server redirect with nothing of the page', async ({ request }) => {
  const response = await request.get('/app/partner', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/app/sign-in?next=/app/partner');
  expect(await response.text()).toBe('');
});

test('the pricing section’s Professional plan and the installation guide lead to the partner console', async ({
  page,
}) => {
  await page.goto('/');
  const trial = page.locator('#pricing').getByRole('link', { name: /Free 14-Day Trial/ });
  await expect(trial).toHaveAttribute('href', '/app/partner');
  await expect(trial).toHaveAttribute('target', '_blank');

  await page.goto('/installation-guide');
  const guideLink = page.getByRole('link', { name: /partner console/ });
  await expect(guideLink).toHaveAttribute('href', '/app/partner');
  await expect(guideLink).toHaveAttribute('target', '_blank');
});
