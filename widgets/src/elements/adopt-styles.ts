// One constructed sheet per CSS text, shared by every widget instance on the page.
const sheets = new Map<string, CSSStyleSheet>();

/**
 * Puts the widget's CSS inside its shadow root: a constructable stylesheet where supported (no
 * `<style>` element, so no CSP 'unsafe-inline'), else a `<style>` element.
 */
export function adoptStyles(root: ShadowRoot, cssText: string): void {
  try {
    let sheet = sheets.get(cssText);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(cssText);
      sheets.set(cssText, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    // No constructable stylesheets (older engines): a <style> element, added once.
    if (root.querySelector('style')) return;
    const style = document.createElement('style');
    style.textContent = cssText;
    root.prepend(style);
  }
}
