import type { Locator, Page } from '@playwright/test';

/**
 * WCAG contrast measured on rendered pixels. axe cannot rate text over a gradient (it reports it as
 * "incomplete"), so we paint what lies behind an element and compare its colour with every pixel.
 */

export type Rgb = readonly [number, number, number];

/** WCAG 2.x relative luminance of an sRGB colour (0-255 channels). */
function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** Parses the computed `rgb(...)`/`rgba(...)` form; an alpha below 1 is refused (blend unknown). */
export function parseCssColor(text: string): Rgb {
  const match = /rgba?\((\d+)[,\s]+(\d+)[,\s]+(\d+)(?:[,\s/]+([\d.]+))?\)/.exec(text);
  if (!match) throw new Error(`Not a computed colour: ${text}`);
  if (match[4] !== undefined && Number(match[4]) < 1) throw new Error(`Translucent colour: ${text}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Every pixel of a page region, read back from a real screenshot. */
async function pixelsOf(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
): Promise<Rgb[]> {
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const data = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2d context');
    context.drawImage(bitmap, 0, 0);
    return Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data);
  }, png.toString('base64'));
  const pixels: Rgb[] = [];
  for (let index = 0; index < data.length; index += 4)
    pixels.push([data[index], data[index + 1], data[index + 2]]);
  return pixels;
}

/**
 * The lowest contrast between an element's text colour and the pixels behind its text: the text
 * (and its shadow, which only helps) is made transparent while the box is captured, so what is
 * measured is the background the reader sees it on, gradient and all.
 */
export async function lowestTextContrast(element: Locator): Promise<number> {
  const color = parseCssColor(await element.evaluate((node) => getComputedStyle(node).color));
  const box = await element.boundingBox();
  if (!box) throw new Error('Element is not rendered');
  await element.evaluate((node) => {
    const style = (node as HTMLElement).style;
    style.setProperty('color', 'transparent', 'important');
    style.setProperty('text-shadow', 'none', 'important');
  });
  try {
    const pixels = await pixelsOf(element.page(), box);
    return Math.min(...pixels.map((pixel) => contrastRatio(color, pixel)));
  } finally {
    await element.evaluate((node) => {
      const style = (node as HTMLElement).style;
      style.removeProperty('color');
      style.removeProperty('text-shadow');
    });
  }
}

/**
 * The lowest contrast between an element's focus outline colour and the pixels it is drawn on: the
 * band just outside the element where `outline-offset` places the ring, captured while unfocused.
 */
export async function lowestFocusRingContrast(element: Locator, outlineColor: string): Promise<number> {
  const ring = parseCssColor(outlineColor);
  const box = await element.boundingBox();
  if (!box) throw new Error('Element is not rendered');
  const band = 5;
  const strips = [
    { x: box.x - band, y: box.y - band, width: box.width + 2 * band, height: band },
    { x: box.x - band, y: box.y + box.height, width: box.width + 2 * band, height: band },
    { x: box.x - band, y: box.y, width: band, height: box.height },
    { x: box.x + box.width, y: box.y, width: band, height: box.height },
  ].filter((strip) => strip.x >= 0 && strip.y >= 0);
  let lowest = Number.POSITIVE_INFINITY;
  for (const strip of strips) {
    for (const pixel of await pixelsOf(element.page(), strip))
      lowest = Math.min(lowest, contrastRatio(ring, pixel));
  }
  return lowest;
}
