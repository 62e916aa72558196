import type { PublicFormConfig } from '../../api';

/** Relative luminance per WCAG 2.x of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? hex.replace(/\w/g, '$&$&') : hex.slice(1);
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * White or near-black (#111827, luminance ~0.0075), whichever contrasts more with `background`,
 * so any partner colour keeps its text readable.
 */
export function readableTextOn(background: string): string {
  const light = luminance(background) + 0.05;
  return 1.05 / light >= light / 0.0575 ? '#fff' : '#111827';
}

export type ThemeStyle = Record<`--${string}`, string>;

/**
 * The form config's colours and font as custom properties. Each yields to the matching
 * `--mrn-lead-*` property when the host page sets one, so page CSS can always override the config.
 * The font is named first with system fallbacks; no web font is fetched (CSP and privacy).
 */
export function leadFormTheme({
  fontFamily,
  headerColor,
  buttonColor,
  textColor,
}: PublicFormConfig): ThemeStyle {
  const style: ThemeStyle = {};
  if (fontFamily) {
    style['--mrn-font-family'] =
      `var(--mrn-lead-font-family, "${fontFamily.replace(/["\\;{}<>]/g, '')}", system-ui, sans-serif)`;
  }
  if (headerColor) {
    style['--mrn-lead-header-background'] = `var(--mrn-lead-header-color, ${headerColor})`;
    style['--mrn-lead-header-text'] = `var(--mrn-lead-header-text-color, ${readableTextOn(headerColor)})`;
  }
  if (buttonColor) {
    style['--mrn-color-brand'] = `var(--mrn-lead-button-color, ${buttonColor})`;
    style['--mrn-color-brand-strong'] = style['--mrn-color-brand'];
    style['--mrn-color-on-brand'] = `var(--mrn-lead-button-text-color, ${readableTextOn(buttonColor)})`;
  }
  if (textColor) style['--mrn-color-text'] = `var(--mrn-lead-text-color, ${textColor})`;
  return style;
}
