import { isSingleLineText } from './plain-text';

/**
 * True for an absolute http(s) URL: the only links we store or show. The text itself must be one
 * line of plain characters: URL parsing quietly drops tabs and line breaks, but we keep what was sent.
 */
export function isHttpUrl(value: string): boolean {
  if (!isSingleLineText(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
