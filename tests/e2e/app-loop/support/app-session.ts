import { expect, type Page } from '@playwright/test';
import type { Mailbox } from './mailbox';

/** Astro drops an island's `ssr` attribute once React has hydrated it. */
export async function islandsHydrated(page: Page): Promise<void> {
  // Generous: on a loaded CI machine (another spec building a site) hydration can take seconds.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

/** Submits the sign-in (or sign-up) form and waits for the "check your email" step. */
export async function askForSignInMail(page: Page, email: string): Promise<void> {
  await islandsHydrated(page);
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: /^(Create account|Email me a sign-in code)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

/** Signs in on the current sign-in page with the 6-digit code from the mail, as on a second device. */
export async function signInWithCode(page: Page, mailbox: Mailbox, email: string): Promise<void> {
  await askForSignInMail(page, email);
  const mail = await mailbox.waitFor(email, /sign-in code/i);
  const code = /(\d{6})/.exec(mail.subject ?? '')?.[1];
  if (!code) throw new Error(`no code in ${mail.subject}`);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * A new partner's way in: /app/partner sends the signed-out visitor to sign-in, the code from the mail
 * brings them back, and "Become a partner" starts the Pro trial for `businessName`.
 */
export async function startPartnerTrial(
  page: Page,
  mailbox: Mailbox,
  productOrigin: string,
  email: string,
  businessName: string,
): Promise<void> {
  await page.goto(`${productOrigin}/app/partner`);
  await page.waitForURL(/\/app\/sign-in\?next=/);
  await signInWithCode(page, mailbox, email);
  await page.waitForURL(`${productOrigin}/app/partner`);
  await islandsHydrated(page);
  const become = page.getByRole('region', { name: 'Become a partner' });
  await become.getByLabel('Business name').fill(businessName);
  await become.getByRole('button', { name: 'Start my free trial' }).click();
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText(/14 days left/);
}
