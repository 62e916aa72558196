import { expect, test } from '@playwright/test';
import { EXAMPLES_ORIGIN } from './support/origins';

/**
 * Issue 41 item 10: on an ended plan the lead form says "Rate alerts by Mortgage Rate Notifier", and
 * the host page cannot hide that line: not through the documented theme variables (--mrn-*), not
 * through ::part(), not through CSS the widget inherits from its host element.
 */
const ATTRIBUTION = 'Rate alerts by Mortgage Rate Notifier';

/** Everything a host page can aim at the widget from outside its shadow root. */
const HOSTILE_CSS = `
  body { background: #222 !important; }
  mrn-lead-form {
    --mrn-color-text-muted: transparent; --mrn-color-text: transparent; --mrn-color-surface: #222;
    --mrn-font-size-small: 0px; --mrn-font-family: nothing;
    color: transparent !important; font-size: 0 !important; line-height: 0 !important;
    text-indent: -9999px !important; letter-spacing: -50px !important; visibility: hidden !important;
    -webkit-text-fill-color: transparent !important; text-shadow: none !important;
  }
  mrn-lead-form::part(lead-form) {
    max-height: 40px !important; overflow: hidden !important; clip-path: inset(0 0 100% 0) !important;
    color: transparent !important; font-size: 0 !important; visibility: hidden !important;
  }
  mrn-lead-form::part(disclosures), mrn-lead-form::part(attribution), mrn-lead-form::part(branding) {
    display: none !important;
  }
`;

test('an ended plan’s attribution stays readable whatever the host page’s CSS does', async ({ page }) => {
  // The demo partner is on Pro (white-label); the form's config says what the server answers for an
  // ended plan (server/src/forms/mrn-branding.ts), the rest of it as the server sent it.
  await page.route('**/api/forms/demo', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({
      response,
      json: { ...config, mrnBranding: { href: 'http://localhost/', text: ATTRIBUTION } },
    });
  });
  await page.goto(`${EXAMPLES_ORIGIN}/hostile.html`);
  await page.addStyleTag({ content: HOSTILE_CSS });
  const link = page.locator('mrn-lead-form').getByRole('link', { name: ATTRIBUTION });
  await expect(link).toBeVisible();
  const seen = await link.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      color: style.color,
      fill: style.getPropertyValue('-webkit-text-fill-color'),
      background: style.backgroundColor,
      fontSize: style.fontSize,
      visibility: style.visibility,
      textIndent: style.textIndent,
      letterSpacing: style.letterSpacing,
      height: box.height,
      width: box.width,
      part: element.getAttribute('part'),
      // What is painted at the link's centre is the link itself (nothing clips or covers it).
      onTop:
        (element.getRootNode() as ShadowRoot).elementFromPoint(
          box.x + box.width / 2,
          box.y + box.height / 2,
        ) === element,
    };
  });
  expect(seen).toMatchObject({
    color: 'rgb(34, 34, 34)',
    background: 'rgb(255, 255, 255)',
    fontSize: '13px',
    visibility: 'visible',
    textIndent: '0px',
    letterSpacing: 'normal',
    part: null,
  });
  expect(seen.fill).not.toBe('rgba(0, 0, 0, 0)');
  expect(seen.height).toBeGreaterThanOrEqual(13); // one whole 13px line
  expect(seen.width).toBeGreaterThan(150);
  expect(seen.onTop).toBe(true);
});
