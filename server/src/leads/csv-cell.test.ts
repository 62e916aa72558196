import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv-cell.ts';

describe('csvCell', () => {
  it('leaves plain values alone and empties null', () => {
    expect(csvCell('Jamie')).toBe('Jamie');
    expect(csvCell(5.5)).toBe('5.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}SUM(A1)`).replace(/^"/, '').startsWith(`'${start}`)).toBe(true);
    }
  });

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', null, 'b'])).toBe('a,,b\r\n');
  });
});
