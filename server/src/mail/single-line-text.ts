/** Line and paragraph breaks, other control characters, and invisible format characters (bidi, zero-width). */
const LINE_BREAKING = /[\p{Cc}\p{Cf}\u2028\u2029]+/gu;

/**
 * Text someone else typed (a lead's name, a partner's business name), made safe to print as part
 * of one line of a mail: breaks and invisible controls become one space, so it cannot start lines
 * of its own ("Call +1 555 0100 now: your loan is approved") or reorder what follows it.
 */
export function singleLineText(text: string): string {
  return text.replace(LINE_BREAKING, ' ').trim();
}
