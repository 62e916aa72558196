import type { PublicFormConfig } from '@mrn/sdk/schemas/form-config';

export type ThemeStyle = Record<`--${string}`, string>;

/**
 * The widgets' own font stack (tokens.css): behind a form's font that the visitor lacks, the form
 * falls back exactly as the loading skeleton (drawn before the config) does, so it keeps its height.
 */
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The form config's colours and font as custom properties. Each yields to the matching
 * `--mrn-lead-*` property when the host page sets one, so page CSS can always override the config.
 * The font is named first with system fallbacks; no web font is fetched (CSP and privacy). The
 * text colours are the readable ones the server derived (publicFormConfigSchema requires them).
 */
export function leadFormTheme({
  fontFamily,
  headerColor,
  buttonColor,
  textColor,
  headerTextColor,
  buttonTextColor,
}: PublicFormConfig): ThemeStyle {
  const brand = `var(--mrn-lead-button-color, ${buttonColor})`;
  return {
    '--mrn-font-family': `var(--mrn-lead-font-family, "${fontFamily.replace(/["\\;{}<>]/g, '')}", ${SYSTEM_FONTS})`,
    '--mrn-lead-header-background': `var(--mrn-lead-header-color, ${headerColor})`,
    '--mrn-lead-header-text': `var(--mrn-lead-header-text-color, ${headerTextColor})`,
    '--mrn-color-brand': brand,
    '--mrn-color-brand-strong': brand,
    '--mrn-color-on-brand': `var(--mrn-lead-button-text-color, ${buttonTextColor})`,
    '--mrn-color-text': `var(--mrn-lead-text-color, ${textColor})`,
  };
}
