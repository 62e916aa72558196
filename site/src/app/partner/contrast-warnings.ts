import { contrastRatio, readableTextOn, WCAG_AA_TEXT_CONTRAST } from '@mrn/sdk/theme';
import type { FormDraft } from './FormBuilderDraft.ts';

/** The form's background: the widgets' --mrn-color-surface (widgets/src/styles/tokens.css). */
export const FORM_BACKGROUND = '#ffffff';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/;

/**
 * The ratio as the builder says it: one decimal, except where rounding would show 4.5 for a ratio
 * below it (#777 on white is 4.48, not "4.5:1 — below 4.5:1").
 */
export function contrastText(ratio: number): string {
  const oneDecimal = ratio.toFixed(1);
  if (ratio < WCAG_AA_TEXT_CONTRAST && Number(oneDecimal) >= WCAG_AA_TEXT_CONTRAST)
    return `${Math.floor(ratio * 100) / 100}:1`;
  return `${oneDecimal}:1`;
}

function warning(foreground: string, background: string, against: string): string | undefined {
  const ratio = contrastRatio(foreground, background);
  if (ratio >= WCAG_AA_TEXT_CONTRAST) return undefined;
  return `Contrast ${contrastText(ratio)} ${against} — below ${WCAG_AA_TEXT_CONTRAST}:1 (WCAG AA); some visitors won't be able to read it.`;
}

export type ColorKey = 'headerColor' | 'buttonColor' | 'textColor';

/**
 * A warning beside each colour whose text falls below WCAG AA: the text colour on the form's
 * background, and the header's and the button's text (white or near-black, whichever reads better,
 * as the server picks it) on their colours. A colour not valid yet gets none (its field says why).
 * Warnings only: saving stays allowed.
 */
export function contrastWarnings(draft: Pick<FormDraft, ColorKey>): Partial<Record<ColorKey, string>> {
  const valid = (value: string) => {
    const color = value.trim().toLowerCase();
    return HEX.test(color) ? color : null;
  };
  const text = valid(draft.textColor);
  const header = valid(draft.headerColor);
  const button = valid(draft.buttonColor);
  return {
    textColor: text ? warning(text, FORM_BACKGROUND, "on the form's white background") : undefined,
    headerColor: header ? warning(readableTextOn(header), header, "with the header's text") : undefined,
    buttonColor: button ? warning(readableTextOn(button), button, "with the button's text") : undefined,
  };
}
