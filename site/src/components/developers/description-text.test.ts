import { describe, expect, it } from 'vitest';
import { descriptionParagraphs } from './description-text.ts';

describe('descriptionParagraphs', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(descriptionParagraphs('One\nline.\n\nTwo.')).toEqual([
      [{ kind: 'text', text: 'One line.' }],
      [{ kind: 'text', text: 'Two.' }],
    ]);
  });

  it('keeps code spans and safe links, and leaves other links as text', () => {
    expect(
      descriptionParagraphs('Send `website` empty; see [RFC 8058](https://www.rfc-editor.org/rfc/rfc8058).'),
    ).toEqual([
      [
        { kind: 'text', text: 'Send ' },
        { kind: 'code', text: 'website' },
        { kind: 'text', text: ' empty; see ' },
        { kind: 'link', text: 'RFC 8058', href: 'https://www.rfc-editor.org/rfc/rfc8058' },
        { kind: 'text', text: '.' },
      ],
    ]);
    expect(descriptionParagraphs('[x](javascript:alert(1))')[0][0]).toMatchObject({ kind: 'text' });
    expect(descriptionParagraphs(undefined)).toEqual([]);
  });
});
