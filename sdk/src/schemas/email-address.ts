import { z } from 'zod/mini';
import { emailSpelling } from './email-spelling';

/** The spec's simple pattern: no spaces, one at sign, a dot in the domain part. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** RFC 5321 caps a forward path at 254 characters. */
export const MAX_EMAIL_LENGTH = 254;

export const INVALID_EMAIL_MESSAGE = 'Enter an email address like name@example.com.';

/**
 * The one canonical form of an address, which every limit, throttle and uniqueness check keys
 * on: trimmed, Unicode NFC, lower-cased as a whole, the domain in UTS #46 ASCII (email-spelling.ts).
 * Domains are case-insensitive by definition. Local parts are case-sensitive in RFC 5321 only in
 * theory: every large provider ignores case, so `Pat@X` and `pat@x` must not count as two people (a
 * mailbox that truly tells them apart is vanishingly rare, and would at worst share one person's
 * limits). Dots and +tags are left alone: providers disagree on them, so folding them could merge
 * two real people. An address the schema would refuse keeps its trimmed, lower-cased text.
 */
export function canonicalEmail(address: string): string {
  const trimmed = address.trim();
  const spelling = emailSpelling(trimmed, INVALID_EMAIL_MESSAGE);
  return 'email' in spelling ? spelling.email : trimmed.toLowerCase();
}

/**
 * A bare address (no display name, no angle brackets, no spaces), canonicalised. `a<victim@x>`
 * fails the pattern, so one person cannot be mailed twice under two spellings; nor can
 * `victim@ｅxample.com` or a look-alike of it (email-spelling.ts).
 */
export function emailAddressSchema(message = INVALID_EMAIL_MESSAGE) {
  return z.string(message).check(
    z.trim(),
    z.maxLength(MAX_EMAIL_LENGTH, `Email addresses are at most ${MAX_EMAIL_LENGTH} characters.`),
    z.regex(SIMPLE_EMAIL_PATTERN, message),
    z.refine((address) => !/[<>(),;:"[\]\\]/.test(address), message),
    // Judged only once the pattern holds; the message is the reason the spelling was refused.
    z.refine((address) => !SIMPLE_EMAIL_PATTERN.test(address) || 'email' in emailSpelling(address, message), {
      error: (issue) => (emailSpelling(String(issue.input), message) as { problem: string }).problem,
    }),
    z.overwrite(canonicalEmail),
  );
}
