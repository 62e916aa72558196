import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility.ts';

const contact = (page: Page) => page.locator('[data-contact-form]');

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test.describe('newsletter form', () => {
  test('empty email shows the Email Required toast', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('[data-newsletter-form]');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    // One check for title and text: the toast leaves after 3 s, which a busy machine can spend between two checks.
    await expect(page.getByRole('alert')).toContainText(
      /Email Required[\s\S]*Please enter your email address to subscribe\./,
    );
  });

  test('subscribes through the real API, clears the field, asks to confirm by mail, toast dismisses after 3 s', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.locator('[data-newsletter-form]');
    const input = form.getByRole('textbox', { name: 'Email address' });
    await input.fill(uniqueEmail('newsletter'));
    const answered = page.waitForResponse('**/api/newsletter/subscribe');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect((await answered).status()).toBe(201);
    // Double opt-in: the subscription starts only once the mailed button is pressed.
    const toast = page.getByRole('status').filter({ hasText: 'Check your inbox' });
    await expect(toast).toContainText(
      'Press the button in the mail we just sent you to confirm your subscription.',
    );
    await expect(page.locator('.toast')).not.toContainText('subscribed');
    await expect(input).toHaveValue('');
    // Spec §9: one toast at a time, dismissed after 3000 ms.
    await expect(page.locator('.toast')).toHaveCount(1);
    await page.waitForTimeout(2000);
    await expect(page.locator('.toast')).toHaveCount(1);
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 2000 });
  });

  test('a failed request shows Subscription Failed and keeps the address', async ({ page }) => {
    await page.route('**/api/newsletter/subscribe', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/glossary');
    const form = page.locator('[data-newsletter-form]');
    const input = form.getByRole('textbox', { name: 'Email address' });
    await input.fill('someone@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert')).toContainText('Subscription Failed');
    await expect(input).toHaveValue('someone@example.com');
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  test('the button reads Subscribing... and is disabled while the request runs', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/newsletter/subscribe', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const form = page.locator('[data-newsletter-form]');
    await form.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('busy'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});

test.describe('contact form', () => {
  test('validation toasts: missing fields, then a bad address', async ({ page }) => {
    await page.goto('/contact');
    await contact(page).getByLabel('Your Name').fill('Ada Lovelace');
    await contact(page).getByLabel('Email Address').fill('ada@example.com');
    await contact(page).getByLabel('Message').fill('Hello there');
    // Topic not chosen: the browser lets it through, our check does not.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Please fill in all fields');
    await contact(page).getByLabel('Topic').selectOption('Feedback');
    await contact(page).getByLabel('Email Address').fill('ada@example');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email address');
  });

  test("an address with a space gets the server rule's message beside the field, not a generic toast", async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) sent.push(request.url());
    });
    await page.goto('/contact');
    const form = contact(page);
    await form.getByLabel('Your Name').fill('Ada Lovelace');
    await form.getByLabel('Topic').selectOption('Feedback');
    await form.getByLabel('Message').fill('Hello there');
    const email = form.getByLabel('Email Address');
    await email.fill('ada lovelace@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();

    // The toast first: it leaves after a few seconds, which a busy machine can spend on the checks below.
    await expect(page.getByRole('alert')).toContainText('Invalid email address');
    await expect(page.getByRole('alert')).not.toContainText('Please fill in all fields');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page);

    // Corrected, the message goes and the form sends.
    await email.fill('ada@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.toast')).toContainText('Message sent successfully!');
    await expect(email).not.toHaveAttribute('aria-invalid', /.*/);
    await expect(form.locator('[data-field-error="email"]')).toBeHidden();
    expect(sent).toHaveLength(1);
  });

  test('an empty submit marks every field as required beside it', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Please fill in all fields');
    for (const label of ['Your Name', 'Email Address', 'Topic', 'Message']) {
      const control = contact(page).getByLabel(label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription('This field is required.');
    }
    await expect(contact(page).getByLabel('Your Name')).toBeFocused();
  });

  test('sends multipart fields to the API and clears the form on success', async ({ page }) => {
    await page.goto('/contact');
    await contact(page).getByLabel('Your Name').fill('Grace Hopper');
    await contact(page).getByLabel('Email Address').fill(uniqueEmail('contact'));
    await contact(page).getByLabel('Topic').selectOption('Technical Support');
    await contact(page).getByLabel('Message').fill('The widget looks great.');
    const requestSeen = page.waitForRequest('**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const request = await requestSeen;
    expect(request.headers()['content-type']).toContain('multipart/form-data');
    const body = request.postData() ?? '';
    for (const field of ['Name', 'Email', 'Topic', 'Message', 'Created'])
      expect(body).toContain(`name="${field}"`);
    await expect(page.locator('.toast')).toContainText('Message sent successfully!');
    await expect(contact(page).getByLabel('Your Name')).toHaveValue('');
    await expect(contact(page).getByLabel('Message')).toHaveValue('');
  });

  test('a failed send keeps the contents and shows the error toast', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.fulfill({ status: 502, body: 'bad gateway' });
    });
    await page.goto('/contact');
    await contact(page).getByLabel('Your Name').fill('Grace Hopper');
    await contact(page).getByLabel('Email Address').fill('grace@example.com');
    await contact(page).getByLabel('Topic').selectOption('Other');
    await contact(page).getByLabel('Message').fill('Keep me.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toContainText('Error sending message');
    await expect(contact(page).getByLabel('Message')).toHaveValue('Keep me.');
  });

  test('?success=true shows the success notice and resets the address', async ({ page }) => {
    await page.goto('/contact?success=true');
    await expect(page.locator('.toast')).toContainText(/Message sent successfully![\s\S]*24 hours/);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('shows the response time card and help links', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('.contact-side')).toContainText('within 24 hours on business days');
    for (const href of ['/installation-guide', '/faq', '/terms', '/privacy']) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(contact(page).getByLabel('Message')).toHaveAttribute('rows', '5');
  });
});

test.describe('FAQ and installation guide accordions', () => {
  test('FAQ: 16 questions, one open at a time, collapsible, Contact Us', async ({ page }) => {
    await page.goto('/faq');
    const items = page.locator('[data-faq] details');
    await expect(items).toHaveCount(16);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(3).locator('summary').click();
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await items.nth(3).locator('summary').click();
    await expect(page.locator('[data-faq] details[open]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('installation guide: one section open at a time', async ({ page }) => {
    await page.goto('/installation-guide');
    const items = page.locator('[data-installation-guide] details');
    expect(await items.count()).toBeGreaterThan(1);
    await items.nth(0).locator('summary').click();
    await items.nth(1).locator('summary').click();
    await expect(page.locator('[data-installation-guide] details[open]')).toHaveCount(1);
  });
});

test.describe('contact form without script', () => {
  test.use({ javaScriptEnabled: false });

  test('still posts, and the page says it was sent', async ({ page }) => {
    await page.goto('/contact');
    const sent = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
    await expect(sent).toBeHidden();
    const form = contact(page);
    await form.getByLabel('Your Name').fill('No Script');
    await form.getByLabel('Email Address').fill(uniqueEmail('noscript'));
    await form.getByLabel('Topic').selectOption('Other');
    await form.getByLabel('Message').fill('Sent from a browser without JavaScript.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?success=true#sent$/);
    await expect(sent).toBeVisible();
  });
});

test.describe('newsletter form without script', () => {
  test.use({ javaScriptEnabled: false });

  test('still subscribes, and the page it was sent from says to check the inbox', async ({ page }) => {
    await page.goto('/glossary');
    const sent = page.getByRole('status').filter({ hasText: 'Check your inbox' });
    await expect(sent).toBeHidden();
    const form = page.locator('[data-newsletter-form]');
    await form.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('noscript-news'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/glossary#newsletter-sent$/);
    await expect(sent).toBeVisible();
  });
});
