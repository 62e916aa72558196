import { expect, test } from '@playwright/test';
import { EXAMPLES_ORIGIN } from './support/origins';

test.describe('style isolation on hostile.html', () => {
  test('page CSS does not reach into the widget', async ({ page }) => {
    await page.goto(`${EXAMPLES_ORIGIN}/hostile.html`);
    const form = page.locator('mrn-lead-form');
    const email = form.getByLabel('Email', { exact: true });
    await expect(email).toBeVisible();
    const styles = await email.evaluate((input) => {
      const label = input.closest('.mrn-field')?.querySelector('label');
      const inputStyle = getComputedStyle(input);
      const labelStyle = label ? getComputedStyle(label) : undefined;
      return {
        inputFontSize: inputStyle.fontSize,
        inputBackground: inputStyle.backgroundColor,
        inputBorderStyle: inputStyle.borderTopStyle,
        labelDisplay: labelStyle?.display,
        labelColor: labelStyle?.color,
        labelFont: labelStyle?.fontFamily,
        labelSpacing: labelStyle?.letterSpacing,
        labelTransform: labelStyle?.textTransform,
      };
    });
    expect(styles.inputFontSize).toBe('16px');
    expect(styles.inputBackground).toBe('rgb(255, 255, 255)');
    expect(styles.inputBorderStyle).toBe('solid');
    expect(styles.labelDisplay).not.toBe('none');
    expect(styles.labelColor).not.toBe('rgb(255, 0, 255)');
    expect(styles.labelFont).not.toContain('Comic Sans');
    expect(styles.labelSpacing).toBe('normal');
    expect(styles.labelTransform).toBe('none');
  });

  test('widget CSS does not leak out to the page', async ({ page }) => {
    await page.goto(`${EXAMPLES_ORIGIN}/hostile.html`);
    await expect(page.locator('mrn-lead-form').getByRole('heading')).toBeVisible();
    const pageButton = await page.locator('#page-button').evaluate((button) => {
      const style = getComputedStyle(button);
      return { background: style.backgroundColor, minHeight: style.minHeight, color: style.color };
    });
    // The page's own rules still apply to its button with a widget class name; the widget's
    // .mrn-button rule (44px tall, brand background) does not.
    expect(pageButton.background).toBe('rgb(255, 255, 0)');
    expect(pageButton.color).toBe('rgb(255, 0, 255)');
    expect(pageButton.minHeight).not.toBe('44px');
  });

  test('data-max-width as a percentage caps the widget', async ({ page }) => {
    await page.goto(`${EXAMPLES_ORIGIN}/hostile.html`);
    const section = page.locator('mrn-lead-form').locator('section');
    await expect(section).toBeVisible();
    const ratio = await section.evaluate((element) => {
      const host = element.getRootNode() as ShadowRoot;
      return element.getBoundingClientRect().width / (host.host.parentElement?.clientWidth ?? 1);
    });
    expect(ratio).toBeLessThanOrEqual(0.91);
    expect(ratio).toBeGreaterThan(0.5);
  });
});
