/** WCAG 2.x level AA: the least contrast for normal-size text. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

/** Relative luminance per WCAG 2.x of a #rgb or #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const digits = hex.length === 4 ? hex.slice(1).replace(/\w/g, '$&$&') : hex.slice(1);
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG 2.x contrast ratio of two #rgb or #rrggbb colours, from 1 (same) to 21 (black on white), either order. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}
