/**
 * Calculator inputs arrive as the text of form fields (spec §5): they are parsed as numbers, and an
 * empty or unreadable field counts as the stated fallback (0 unless the spec names a default).
 */

/** What a form field can hand us: its text, or a number when the caller already has one. */
export type FieldValue = string | number | null | undefined;

/** An inputs object whose values are field texts; missing keys read as empty fields. */
export type FieldValues<Key extends string> = { readonly [Name in Key]?: FieldValue };

/**
 * Reads a form field as a number. Thousands separators, a leading "$" and surrounding spaces are
 * tolerated because people paste amounts that way; anything else that is not a finite number
 * (including "12abc") yields the fallback.
 */
export function parseAmount(text: FieldValue, fallback = 0): number {
  const value = readNumber(text);
  return Number.isFinite(value) ? value : fallback;
}

/**
 * The number a field holds, with the same tolerance as parseAmount: NaN when it is empty or
 * unreadable, and ±Infinity when it reads as a number too large for a double ("1e309"), which the
 * bounds check refuses rather than treating as empty.
 */
export function readNumber(text: FieldValue): number {
  if (typeof text === 'number') return text;
  if (text === null || text === undefined) return Number.NaN;
  const cleaned = text.replace(/[\s,$]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/**
 * For fields where zero is meaningless (a loan term, a timeframe, the affordability tax rate):
 * empty, unreadable, zero and negative all yield the fallback, as the spec's "defaults to X" implies.
 */
export function parsePositiveOrDefault(text: FieldValue, fallback: number): number {
  const value = parseAmount(text, fallback);
  return value > 0 ? value : fallback;
}

/** Money amounts that cannot sensibly be negative (fees, savings, debts): negatives count as 0. */
export function parseNonNegative(text: FieldValue, fallback = 0): number {
  const value = parseAmount(text, fallback);
  return Math.max(value, 0);
}
