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

test('the partner console page itself is noindex', async ({ request }) => {
  const response = await request.get('/app/partner');
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(
    /<meta[^>]*name="robots"[^>]*noindex|<meta[^>]*noindex[^>]*name="robots"/,
  );
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
