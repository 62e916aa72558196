import { describe, expect, it } from 'vitest';
import { curlCommand, requestUrl, shellQuote } from './curl-example.ts';

describe('curl examples', () => {
  it('quotes arguments for POSIX shells', () => {
    expect(shellQuote(`it's "fine"`)).toBe(`'it'\\''s "fine"'`);
  });

  it('fills path placeholders (encoded) and appends the query', () => {
    expect(
      requestUrl({
        origin: 'https://x.example',
        method: 'GET',
        path: '/api/forms/{id}',
        pathParameters: { id: 'a b' },
        query: [['type', '30y']],
      }),
    ).toBe('https://x.example/api/forms/a%20b?type=30y');
  });

  it('writes GET plainly and other methods with -X, the key as a variable, JSON pretty-printed', () => {
    expect(curlCommand({ origin: 'https://x.example', method: 'get', path: '/api/health' })).toBe(
      `curl 'https://x.example/api/health'`,
    );
    expect(
      curlCommand({
        origin: 'https://x.example',
        method: 'post',
        path: '/api/partner/forms',
        bearer: true,
        jsonBody: { businessName: "O'Brien Loans" },
      }),
    ).toBe(
      [
        `curl -X POST 'https://x.example/api/partner/forms' \\`,
        `  -H "Authorization: Bearer $MRN_API_KEY" \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  -d '{`,
        `  "businessName": "O'\\''Brien Loans"`,
        `}'`,
      ].join('\n'),
    );
  });

  it('sends form encodings without letting curl read files', () => {
    const command = curlCommand({
      origin: 'https://x.example',
      method: 'POST',
      path: '/api/contact',
      formFields: [['Name', '@etc/passwd']],
      formEncoding: 'multipart',
    });
    expect(command).toContain(`--form-string 'Name=@etc/passwd'`);
  });
});
