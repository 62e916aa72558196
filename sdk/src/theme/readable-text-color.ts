import { relativeLuminance } from './contrast-ratio';

/**
 * White or near-black (#111827, luminance ~0.0075), whichever contrasts more with `background`,
 * so any partner colour keeps its text readable. Runs on the server (the public form config
 * carries the result) so the widget bundles do no colour maths.
 */
export function readableTextOn(background: string): string {
  const light = relativeLuminance(background) + 0.05;
  return 1.05 / light >= light / 0.0575 ? '#fff' : '#111827';
}
