import type { PublicFormConfig } from '../../api';

export type ThemeStyle = Record<`--${string}`, string>;

/**
 * The form config's colours and font as custom properties. Each yields to the matching
 * `--mrn-lead-*` property when the host page sets one, so page CSS can always override the config.
 * The font is named first with system fallbacks; no web font is fetched (CSP and privacy).
 * Text colours come derived from the server; without them (an older server) the stylesheet's
 * default text colours stay.
 */
export function leadFormTheme({
  fontFamily,
  headerColor,
  buttonColor,
  textColor,
  headerTextColor,
  buttonTextColor,
}: PublicFormConfig): ThemeStyle {
  const style: ThemeStyle = {};
  if (fontFamily) {
    style['--mrn-font-family'] =
      `var(--mrn-lead-font-family, "${fontFamily.replace(/["\\;{}<>]/g, '')}", system-ui, sans-serif)`;
  }
  if (headerColor) {
    style['--mrn-lead-header-background'] = `var(--mrn-lead-header-color, ${headerColor})`;
  }
  if (headerTextColor) {
    style['--mrn-lead-header-text'] = `var(--mrn-lead-header-text-color, ${headerTextColor})`;
  }
  if (buttonColor) {
    style['--mrn-color-brand'] = `var(--mrn-lead-button-color, ${buttonColor})`;
    style['--mrn-color-brand-strong'] = style['--mrn-color-brand'];
  }
  if (buttonTextColor) {
    style['--mrn-color-on-brand'] = `var(--mrn-lead-button-text-color, ${buttonTextColor})`;
  }
  if (textColor) style['--mrn-color-text'] = `var(--mrn-lead-text-color, ${textColor})`;
  return style;
}
