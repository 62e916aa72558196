/**
 * "Nov 26, 2026" from "2026-11-26": what `toLocaleDateString('en-US', { dateStyle: 'medium' })`
 * writes, without Intl. The first Intl date format on a page loads the browser's locale data, which
 * took about 90 ms of a slow phone's main thread while the lead form first rendered; toUTCString's
 * "Thu, 26 Nov 2026 00:00:00 GMT" is fixed by the language and needs none.
 */
export function asOfDate(isoDate: string): string {
  const [, day, month, year] = new Date(isoDate).toUTCString().split(' ');
  return `${month} ${+day}, ${year}`;
}
