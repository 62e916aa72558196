import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';

test.describe('header menus', () => {
  test('full menu from 1140 px, toggle below; header CTA from 768 px', async ({ page }) => {
    await page.goto('/calculators');
    const width = page.viewportSize()!.width;
    const desktopNav = page.getByRole('navigation', { name: 'Main', exact: true });
    const toggle = page.getByRole('button', { name: 'Menu' });
    const headerCta = page.locator('.header-cta');
    if (width >= 1140) {
      await expect(desktopNav).toBeVisible();
      await expect(toggle).toBeHidden();
    } else {
      await expect(desktopNav).toBeHidden();
      await expect(toggle).toBeVisible();
    }
    if (width >= 768) await expect(headerCta).toBeVisible();
    else await expect(headerCta).toBeHidden();
    await expect(headerCta).toHaveAttribute('target', '_blank');
    // The app is served by the same process at /app (no APP_URL in the test environment).
    await expect(headerCta).toHaveAttribute('href', '/app/sign-up');
  });

  test('choosing a menu item scrolls to its section and closes the mobile menu', async ({ page }) => {
    await page.goto('/');
    const width = page.viewportSize()!.width;
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    if (width >= 1140) {
      await page
        .getByRole('navigation', { name: 'Main', exact: true })
        .getByRole('link', { name: 'Pricing' })
        .click();
    } else {
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // Below 768 px the call to action lives in the menu.
      const menuCta = menu.getByRole('link', { name: 'Get Free Rate Alerts' });
      if (width < 768) await expect(menuCta).toBeVisible();
      else await expect(menuCta).toBeHidden();
      await menu.getByRole('link', { name: 'Pricing' }).click();
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(page).toHaveURL(/#pricing$/);
    await expect
      .poll(async () => page.locator('#pricing').evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(60);
  });

  test('section items lead to the home page hash from other pages; Blog and Sign In', async ({ page }) => {
    await page.goto('/glossary');
    const footerMenu = page.locator('footer');
    await expect(footerMenu.getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '/#how-it-works',
    );
    await expect(footerMenu.getByRole('link', { name: 'For Mortgage Pros' })).toHaveAttribute(
      'href',
      '/#for-mortgage-professionals',
    );
    await expect(footerMenu.getByRole('link', { name: 'Freebies' })).toHaveAttribute('href', '/#freebies');
    await expect(footerMenu.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    const signIn = footerMenu.getByRole('link', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('target', '_blank');
    await expect(signIn).toHaveAttribute('href', '/app/sign-in');
    await footerMenu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    // Spec: the hash scrolls smoothly to the section with a 20 px offset after 500 ms.
    await expect
      .poll(async () =>
        page.locator('#pricing').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBe(20);
  });

  test('a footer link to the current page scrolls to the top instead of navigating', async ({ page }) => {
    await page.goto('/faq');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const footerFaq = page.locator('footer').getByRole('link', { name: 'FAQ', exact: true });
    await expect(footerFaq).toHaveAttribute('aria-current', 'page');
    await footerFaq.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('pages open scrolled to the top', async ({ page }) => {
    await page.goto('/terms');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('footer shows company, social and professional-network links', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText(/© \d{4} Mortgage Rate Notifier/);
    for (const name of ['LinkedIn', 'Facebook']) {
      await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('target', '_blank');
    }
    for (const path of ['/faq', '/privacy', '/terms', '/contact']) {
      await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    // The app has no FAQ of its own: Account Help opens the FAQ's account question in a new tab.
    const accountHelp = footer.getByRole('link', { name: /Account Help/ });
    await expect(accountHelp).toHaveAttribute('href', '/faq#trouble-with-my-account');
    await expect(accountHelp).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /Get Free Rate Alerts/ })).toHaveAttribute(
      'href',
      '/app/sign-up',
    );
  });
});

test.describe('header, signed in (issue 28)', () => {
  // The header reads the signed-in marker the server sets beside the session (the page itself is
  // the same static file for everyone); the full sign-in loop is in app-loop/session-journey.spec.ts.
  async function markSignedIn(page: Page, baseURL: string | undefined, marker: 'account' | 'partner') {
    await page.context().addCookies([{ name: 'mrn_signed_in', value: marker, url: baseURL ?? '' }]);
  }

  function headerLinks(page: Page, width: number) {
    return width >= 1140
      ? page.getByRole('navigation', { name: 'Main', exact: true })
      : page.locator('#mobile-menu');
  }

  async function openMenuIfCompact(page: Page, width: number): Promise<void> {
    if (width < 1140) await page.getByRole('button', { name: 'Menu' }).click();
  }

  test('offers Dashboard, Partner console and Sign out instead of Sign In and Get Free Rate Alerts', async ({
    page,
    baseURL,
  }) => {
    const width = page.viewportSize()!.width;
    await markSignedIn(page, baseURL, 'partner');
    await page.goto('/');
    await openMenuIfCompact(page, width);
    const links = headerLinks(page, width);
    await expect(links.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app');
    await expect(links.getByRole('link', { name: 'Partner console' })).toHaveAttribute(
      'href',
      '/app/partner',
    );
    await expect(links.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(page.locator('header').getByRole('link', { name: 'Get Free Rate Alerts' })).toHaveCount(0);
    const signOut = page.locator('header').getByRole('button', { name: 'Sign out' });
    await expect(signOut).toHaveCount(1);
    await expect(signOut).toBeVisible();
    // Nothing scrolls sideways with the longer menu.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    // The footer repeats the header's menu, on the same side of sign-in.
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app');
    await expect(footer.getByRole('link', { name: 'Partner console' })).toHaveAttribute(
      'href',
      '/app/partner',
    );
    await expect(footer.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Get Free Rate Alerts' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a homebuyer gets Dashboard without the partner console', async ({ page, baseURL }) => {
    const width = page.viewportSize()!.width;
    await markSignedIn(page, baseURL, 'account');
    await page.goto('/calculators');
    await openMenuIfCompact(page, width);
    const links = headerLinks(page, width);
    await expect(links.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Partner console' })).toHaveCount(0);
  });

  test('Sign out ends the session here and brings the signed-out header back', async ({ page, baseURL }) => {
    const width = page.viewportSize()!.width;
    await markSignedIn(page, baseURL, 'account');
    await page.goto('/glossary');
    await openMenuIfCompact(page, width);
    const answered = page.waitForResponse('**/api/auth/sign-out');
    await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
    expect((await answered).status()).toBe(204);
    await expect(page.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible();
    await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await page.reload();
    await openMenuIfCompact(page, width);
    await expect(headerLinks(page, width).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('mrn_signed_in');
  });

  test('signed out, the header stays as the spec says', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await expect(page.locator('header').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Get Free Rate Alerts' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Partner console' })).toHaveCount(0);
  });
});
