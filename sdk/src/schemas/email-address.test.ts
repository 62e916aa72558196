import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalEmail, emailAddressSchema, INVALID_EMAIL_MESSAGE } from './email-address';
import { INVISIBLE_CHARACTERS_MESSAGE, UNUSUAL_LETTERS_MESSAGE } from './email-spelling';

const schema = emailAddressSchema();

describe('emailAddressSchema', () => {
  it('accepts only a bare address: no display name, brackets, quotes, lists or spaces', () => {
    for (const address of [
      'a1<victim@example.com>',
      'Victim <victim@example.com>',
      '<victim@example.com>',
      '"victim"@example.com',
      'victim@example.com, other@example.com',
      'victim@example.com;other@example.com',
      'vic tim@example.com',
      'victim@[127.0.0.1]',
      'victim(comment)@example.com',
      'victim@example.com\nBcc: other@example.com',
    ]) {
      expect(schema.safeParse(address).success, address).toBe(false);
    }
  });

  it('gives every spelling of one address the one canonical form that limits key on', () => {
    for (const spelling of ['victim@example.com', ' Victim@Example.COM ', 'VICTIM@EXAMPLE.COM\t']) {
      expect(schema.parse(spelling)).toBe('victim@example.com');
      expect(canonicalEmail(spelling)).toBe('victim@example.com');
    }
  });

  it('keeps dots and +tags, which providers treat differently', () => {
    expect(schema.parse('first.last+rates@example.com')).toBe('first.last+rates@example.com');
  });
});

describe('one mailbox, one spelling (Unicode)', () => {
  it('gives NFC, NFD and punycode spellings of one internationalised domain the one ASCII form', () => {
    const nfc = 'victim@ex\u00e4mple.com';
    const nfd = 'victim@exa\u0308mple.com';
    for (const spelling of [nfc, nfd, 'victim@xn--exmple-cua.com', 'VICTIM@EX\u00c4MPLE.COM']) {
      expect(schema.parse(spelling), spelling).toBe('victim@xn--exmple-cua.com');
      expect(canonicalEmail(spelling), spelling).toBe('victim@xn--exmple-cua.com');
    }
  });

  it('accepts an address wholly in one non-Latin script, its domain as punycode', () => {
    expect(
      schema.parse('\u043f\u0440\u0438\u043c\u0435\u0440@\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444'),
    ).toBe('\u043f\u0440\u0438\u043c\u0435\u0440@xn--e1afmkfd.xn--p1ai');
  });

  it.each([
    ['full-width letters', 'victim@\uff45xample.com', UNUSUAL_LETTERS_MESSAGE],
    ['a full-width at sign', 'victim\uff20example.com', INVALID_EMAIL_MESSAGE],
    ['a ligature', 'victim@exam\ufb01le.com', UNUSUAL_LETTERS_MESSAGE],
    ['a Cyrillic a among Latin letters', 'victim@ex\u0430mple.com', UNUSUAL_LETTERS_MESSAGE],
    ['a Greek omicron in the local part', 'vict\u03bfm@example.com', UNUSUAL_LETTERS_MESSAGE],
    ['a zero-width space', 'vic\u200btim@example.com', INVISIBLE_CHARACTERS_MESSAGE],
    ['a zero-width joiner', 'victim@exam\u200dple.com', INVISIBLE_CHARACTERS_MESSAGE],
    ['a right-to-left override', 'victim@example.com\u202e', INVISIBLE_CHARACTERS_MESSAGE],
    ['a soft hyphen', 'victim@exam\u00adple.com', INVISIBLE_CHARACTERS_MESSAGE],
    ['a percent-encoded letter', 'victim@ex%61mple.com', INVALID_EMAIL_MESSAGE],
    ['an IPv4 address written short', 'victim@127.1', INVALID_EMAIL_MESSAGE],
    ['a numeric top-level label', 'victim@1.2.3.4', INVALID_EMAIL_MESSAGE],
    ['an ideographic full stop', 'victim@example\u3002com', INVALID_EMAIL_MESSAGE],
  ])('refuses %s with a message that says why', (_, address, message) => {
    const result = schema.safeParse(address);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('parses to a fixed point: the canonical form parses to itself', () => {
    const label = fc.stringMatching(/^[a-z0-9\u00e0-\u00ff]{1,12}$/);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9._+-]{1,20}$/), label, label, (local, host, top) => {
        const result = schema.safeParse(`${local}@${host}.${top}x`);
        if (!result.success) return;
        expect(schema.parse(result.data)).toBe(result.data);
        expect(canonicalEmail(result.data)).toBe(result.data);
      }),
    );
  });
});
