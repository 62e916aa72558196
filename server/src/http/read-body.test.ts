import { describe, expect, it } from 'vitest';
import { ApiFailure } from './errors.ts';
import { parseJsonObject } from './read-body.ts';

describe('a JSON body', () => {
  it('loses its NUL characters, at any depth (PostgreSQL text cannot hold them)', () => {
    expect(
      parseJsonObject('{"name":"Ann\\u0000e","tags":["a\\u0000b"],"nested":{"note":"\\u0000x"},"n":1}'),
    ).toEqual({
      name: 'Anne',
      tags: ['ab'],
      nested: { note: 'x' },
      n: 1,
    });
  });

  it('keeps everything else as sent, an escaped backslash before "u0000" included', () => {
    expect(parseJsonObject('{"path":"C:\\\\u0000","email":"a@example.com","ok":true}')).toEqual({
      path: 'C:\\u0000',
      email: 'a@example.com',
      ok: true,
    });
  });

  it('is a 400 when it is not JSON or not an object', () => {
    for (const text of ['{"a":', '[1,2]', '"text"', 'null']) {
      expect(() => parseJsonObject(text)).toThrow(ApiFailure);
    }
  });
});
