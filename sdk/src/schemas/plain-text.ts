import { z } from 'zod/mini';

/**
 * Characters no field of ours needs and attackers love: control characters (C0, DEL, C1), format
 * characters (bidi controls such as U+202E that reverse what a reader sees, zero-width spaces and
 * joiners, the BOM, soft hyphens) and the Unicode line and paragraph separators. In a single-line
 * field they fake a second line in a mail subject or a CSV cell, or hide what the text says.
 * Every Default_Ignorable_Code_Point too: renderers draw them as nothing (variation selectors such
 * as U+FE0F, the combining grapheme joiner U+034F, the Hangul fillers U+115F and U+3164, U+180E), so
 * `ann\u3164@example.com` would pass for `ann@example.com` and one name for another. This is the
 * one rule: the single-line schema and every email address (email-spelling.ts) check with it.
 */
const UNSAFE_ON_ONE_LINE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029]/u;
/** The same, but a message may keep its line breaks and tabs. */
const UNSAFE_IN_A_MESSAGE = /[^\P{Cc}\t\n\r]|[\p{Cf}\u2028\u2029]/u;

export const SINGLE_LINE_MESSAGE =
  'Use plain text on one line: no line breaks, tabs, invisible or text-direction characters.';
export const MULTI_LINE_MESSAGE =
  'Remove the invisible, text-direction or control characters (line breaks are fine).';

/** True when `text` holds nothing but printable characters and spaces (no line breaks). */
export function isSingleLineText(text: string): boolean {
  return !UNSAFE_ON_ONE_LINE.test(text);
}

/** True when `text` holds nothing but printable characters, spaces, tabs and line breaks. */
export function isMultiLineText(text: string): boolean {
  return !UNSAFE_IN_A_MESSAGE.test(text);
}

export interface TextRules {
  maxLength: number;
  /** Makes the field required: the message for a missing, non-text or blank value. */
  requiredMessage?: string;
  /** The message for a non-text value of an optional field. */
  typeMessage?: string;
  /** The message for text over maxLength; "At most N characters." by default. */
  tooLongMessage?: string;
}

function plainText(rules: TextRules, accepts: (text: string) => boolean, message: string) {
  const tooLong = rules.tooLongMessage ?? `At most ${rules.maxLength} characters.`;
  const trimmed = z.string(rules.requiredMessage ?? rules.typeMessage).check(z.trim());
  const present = rules.requiredMessage ? trimmed.check(z.minLength(1, rules.requiredMessage)) : trimmed;
  return present.check(z.maxLength(rules.maxLength, tooLong), z.refine(accepts, message));
}

/**
 * Every single-line text a person or partner types (names, business names, headings, button
 * labels, key names, phone numbers, licence ids, campaign values): trimmed, within its length, and
 * refused (422 naming the field) when it holds a line break, a control, bidi or zero-width character.
 * The widget, the app and the server all check with this one schema, so their messages agree.
 */
export function singleLineTextSchema(rules: TextRules) {
  return plainText(rules, isSingleLineText, SINGLE_LINE_MESSAGE);
}

/** Multi-line text (messages, notes): as singleLineTextSchema, but line breaks and tabs are kept. */
export function multiLineTextSchema(rules: TextRules) {
  return plainText(rules, isMultiLineText, MULTI_LINE_MESSAGE);
}
