import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { curlExamples } from './support/curl-examples';

/**
 * /developers renders /api/openapi.json at build time: its operations, links, copy buttons and
 * accessibility. Its curl examples run in developers-curl.spec.ts.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('/developers', () => {
  test('renders the public and partner operations from the OpenAPI document', async ({ page, baseURL }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    const response = await page.goto('/developers');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developers');

    for (const group of ['Public API', 'Partner API', 'Widget events']) {
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
    const leads = page.locator('article[data-operation="POST /api/forms/{id}/leads"]');
    await expect(leads.getByRole('heading', { level: 3 })).toHaveText(/POST\s+\/api\/forms\/\{id\}\/leads/);
    await expect(leads).toContainText('rateType');
    await expect(leads).toContainText('Auth: none');
    await expect(leads.locator('pre[data-curl-example]')).toContainText('"email": "pat@example.com"');

    const partnerLeads = page.locator('article[data-operation="GET /api/partner/leads"]');
    await expect(partnerLeads.getByRole('heading', { level: 3 })).toHaveText(/GET\s+\/api\/partner\/leads/);
    await expect(partnerLeads).toContainText('Bearer API key');
    await expect(partnerLeads.locator('pre[data-curl-example]')).toContainText(
      'Authorization: Bearer $MRN_API_KEY',
    );

    // Intro: base URL on this origin, the error shape, rate limits, the document itself.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const siteOrigin = new URL(canonical ?? '').origin;
    await expect(page.locator('#getting-started ~ p').first()).toContainText(`${siteOrigin}/api`);
    await expect(page.getByRole('link', { name: `${siteOrigin}/api/openapi.json` })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    await expect(page.getByRole('heading', { name: 'Errors' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rate limits' })).toBeVisible();

    // Every example calls this site's own origin.
    for (const example of await curlExamples(page)) {
      const url = /curl (?:-X \w+ )?'([^']+)'/.exec(example.command)?.[1];
      expect(new URL(url ?? '').origin, example.operation).toBe(siteOrigin);
    }

    // Widget events from the sdk's event map, with window.MRN.on.
    for (const name of ['mrn:ready', 'mrn:submit', 'mrn:error', 'mrn:calculate', 'mrn:open', 'mrn:close']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.locator('#mrn-submit')).toContainText('leadId');
    await expect(page.locator('#widget-events ~ p').filter({ hasText: 'MRN.on' })).toBeVisible();

    // Nothing from another origin, and nothing moved while loading.
    await page.waitForLoadState('networkidle');
    expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(layoutShift).toBeLessThan(0.01);
  });

  test('the footer and the installation guide link to it', async ({ page }) => {
    await page.goto('/installation-guide');
    await expect(page.locator('footer').getByRole('link', { name: 'Developers' })).toHaveAttribute(
      'href',
      '/developers',
    );
    await page.locator('main').getByRole('link', { name: 'Developers page' }).click();
    await expect(page).toHaveURL(/\/developers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developers');
  });

  test('copy buttons are keyboard-reachable, show a focus ring and copy the example', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/developers#post-api-forms-id-leads');
    const operation = page.locator('#post-api-forms-id-leads');
    const code = operation.locator('pre[data-curl-example]');
    const button = operation.getByRole('button', { name: /^Copy curl example for POST/ });

    // Tab from the element just before the button reaches it.
    await operation.getByRole('heading', { level: 4, name: 'Example' }).evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      (heading as HTMLElement).focus();
    });
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');

    // The "Copied" label and the toast are brief; record them as they happen (the machine may be slow).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { copyFeedback: string[] }).copyFeedback = seen;
      const observer = new MutationObserver(() => {
        const label = document.querySelector('#post-api-forms-id-leads [data-copy-label]')?.textContent;
        const toast = document.querySelector('.toast-title')?.textContent;
        seen.push(`${label} / ${toast}`);
        if (label === 'Copied' && toast === 'Copied!') observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { copyFeedback: string[] }).copyFeedback))
      .toContain('Copied / Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());

    // axe on what the interaction changed (the section, its focused button, the toast); routes.spec.ts
    // scans the whole page at every width (a full scan of this long page takes tens of seconds here).
    const results = await new AxeBuilder({ page })
      .include('#post-api-forms-id-leads')
      .include('#toast-region')
      .withTags(WCAG_TAGS)
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
