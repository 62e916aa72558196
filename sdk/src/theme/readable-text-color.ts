/** Relative luminance per WCAG 2.x of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? hex.slice(1).replace(/\w/g, '$&$&') : hex.slice(1);
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * White or near-black (#111827, luminance ~0.0075), whichever contrasts more with `background`,
 * so any partner colour keeps its text readable. Runs on the server (the public form config
 * carries the result) so the widget bundles do no colour maths.
 */
export function readableTextOn(background: string): string {
  const light = luminance(background) + 0.05;
  return 1.05 / light >= light / 0.0575 ? '#fff' : '#111827';
}
