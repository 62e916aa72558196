import type { ThemeStyle } from '../ui/lead-form/lead-form-theme';

/**
 * Applies a partner form's colours and font (leadFormTheme of its config) to a calculator as a
 * `:host` rule after the widget's own sheet: it wins over the default tokens, while CSS the page
 * sets on the element still wins over it (outer rules beat :host). Values go through CSSOM
 * setProperty, so a config value cannot add rules; no <style> element, so strict CSP holds.
 */
export function adoptCalculatorFormTheme(root: ShadowRoot, theme: ThemeStyle): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.insertRule(':host{}');
    const rule = sheet.cssRules[0] as CSSStyleRule;
    for (const [name, value] of Object.entries(theme)) rule.style.setProperty(name, value);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    // No constructable stylesheets (older engines): the calculator keeps its default colours.
  }
}
