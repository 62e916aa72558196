import { isSingleLineText } from './plain-text';

/**
 * One mailbox, one spelling. Throttles, uniqueness and identities key on the string an address
 * parses to, so every way of writing the same mailbox must parse to the same string, and a spelling
 * that only looks like another address must not parse at all.
 *
 * - Unicode NFC, then lower case (see canonicalEmail in email-address.ts for why case folds).
 * - The domain through UTS #46 to ASCII (punycode), by the platform's own URL parser (browsers and
 *   Node implement UTS #46 there), so `exämple.com` in NFC or NFD and `xn--exmple-cua.com` are one.
 * - Refused, since they do not survive that round trip as what the person sees: invisible
 *   characters (controls, zero-width and bidi marks, all of Unicode's Cc and Cf), compatibility
 *   forms that NFKC would rewrite (full-width letters, ligatures), and a local part or domain label
 *   that mixes Latin letters with letters of a script that mimics them (Cyrillic, Greek, Armenian,
 *   Cherokee), the homograph trick. A label wholly in one script (`пример.рф`) is fine.
 */

export type EmailSpelling = { email: string } | { problem: string };

export const INVISIBLE_CHARACTERS_MESSAGE = 'Remove the invisible characters from this email address.';
/** Full-width or other special letter forms, or look-alike letters of two alphabets. */
export const UNUSUAL_LETTERS_MESSAGE = 'Type this email address in ordinary letters of one alphabet.';

const LATIN = /\p{sc=Latn}/u;
/** Scripts with letters that pass for Latin ones (Cyrillic, Greek, Armenian, Cherokee). */
const LATIN_LOOK_ALIKES = /[\p{sc=Cyrl}\p{sc=Grek}\p{sc=Armn}\p{sc=Cher}]/u;
/** Letters, marks, digits, hyphens and dots only: no `%` (the URL parser would decode it), no other punctuation. */
const DOMAIN_TEXT = /^[\p{L}\p{M}\p{N}.-]+$/u;
/**
 * What UTS #46 must give back: letters, digits, hyphens and dots, and a top-level label with a letter
 * (the URL parser turns `victim@127.1` into an IPv4 address).
 */
const ASCII_DOMAIN = /^[a-z0-9.-]+\.[a-z0-9-]*[a-z][a-z0-9-]*$/;

const mixesLookAlikes = (part: string) => LATIN.test(part) && LATIN_LOOK_ALIKES.test(part);

/** The domain as UTS #46 ASCII, or undefined when it is no host name. */
function asciiDomain(domain: string): string | undefined {
  if (!DOMAIN_TEXT.test(domain)) return undefined;
  try {
    const hostname = new URL(`http://${domain}/`).hostname;
    return ASCII_DOMAIN.test(hostname) ? hostname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one form of `address` (already known to be `local@domain` with no spaces), or the reason it
 * is refused; `invalid` is the message for a domain that is no host name.
 */
export function emailSpelling(address: string, invalid: string): EmailSpelling {
  if (!isSingleLineText(address)) return { problem: INVISIBLE_CHARACTERS_MESSAGE };
  const composed = address.normalize('NFC');
  if (composed.normalize('NFKC') !== composed) return { problem: UNUSUAL_LETTERS_MESSAGE };
  const lower = composed.toLowerCase().normalize('NFC');
  const at = lower.lastIndexOf('@');
  const [local, domain] = [lower.slice(0, at), lower.slice(at + 1)];
  if ([local, ...domain.split('.')].some(mixesLookAlikes)) return { problem: UNUSUAL_LETTERS_MESSAGE };
  const ascii = asciiDomain(domain);
  return ascii ? { email: `${local}@${ascii}` } : { problem: invalid };
}
