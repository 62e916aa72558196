import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  isMultiLineText,
  isSingleLineText,
  MULTI_LINE_MESSAGE,
  multiLineTextSchema,
  SINGLE_LINE_MESSAGE,
  singleLineTextSchema,
} from './plain-text';

const HIDDEN = [
  '\u0000', // NUL
  '\u0007', // bell
  '\u001b', // escape
  '\u007f', // DEL
  '\u0085', // next line (C1)
  '\u200b', // zero-width space
  '\u200c', // zero-width non-joiner
  '\u200d', // zero-width joiner
  '\u200e', // left-to-right mark
  '\u202a', // left-to-right embedding
  '\u202e', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u2069', // pop directional isolate
  '\u061c', // Arabic letter mark
  '\u2060', // word joiner
  '\ufeff', // byte order mark
  '\u00ad', // soft hyphen
  '\u2028', // line separator
  '\u2029', // paragraph separator
];

/** Default_Ignorable_Code_Point, drawn as nothing: refused on one line (a message may keep an emoji's U+FE0F). */
const IGNORABLE = [
  '\ufe0f', // variation selector-16
  '\u034f', // combining grapheme joiner
  '\u3164', // Hangul filler
  '\u115f', // Hangul choseong filler
  '\u180e', // Mongolian vowel separator
];

describe('single-line text', () => {
  it('takes letters of any script, punctuation, symbols and spaces', () => {
    for (const text of [
      'José Ñúñez',
      '李小龍',
      'O’Brien & Sons, Inc.',
      'Ünïcödé – “quotes” $5',
      'Ελληνικά',
      '🙂',
    ]) {
      expect(isSingleLineText(text), text).toBe(true);
    }
  });

  it('refuses line breaks, tabs, control, bidi and zero-width characters', () => {
    for (const character of [...HIDDEN, ...IGNORABLE, '\n', '\r', '\t', '\v', '\f']) {
      expect(isSingleLineText(`a${character}b`), JSON.stringify(character)).toBe(false);
    }
  });

  it('trims, then checks presence, length and characters with the caller’s messages', () => {
    const schema = singleLineTextSchema({ maxLength: 5, requiredMessage: 'Enter a name.' });
    expect(safeParse(schema, '  Ann \n').data).toBe('Ann');
    const messagesOf = (value: unknown) =>
      safeParse(schema, value).error?.issues.map((issue) => issue.message);
    expect(messagesOf('   ')).toEqual(['Enter a name.']);
    expect(messagesOf(3)).toEqual(['Enter a name.']);
    expect(messagesOf('Ann\nBo')).toContain(SINGLE_LINE_MESSAGE);
    expect(messagesOf('Annabel')).toEqual(['At most 5 characters.']);
    const optional = singleLineTextSchema({ maxLength: 5 });
    expect(safeParse(optional, '').data).toBe('');
  });
});

describe('multi-line text', () => {
  it('keeps line breaks and tabs but refuses the other hidden characters', () => {
    expect(isMultiLineText('Hello,\r\n\tworld\n')).toBe(true);
    for (const character of HIDDEN) {
      expect(isMultiLineText(`a${character}b`), JSON.stringify(character)).toBe(false);
    }
    const schema = multiLineTextSchema({ maxLength: 100 });
    expect(safeParse(schema, 'One\nTwo').data).toBe('One\nTwo');
    expect(safeParse(schema, 'One\u202eTwo').error?.issues[0].message).toBe(MULTI_LINE_MESSAGE);
  });
});
