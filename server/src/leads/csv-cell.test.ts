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

  it('neutralises the full-width formula characters', () => {
    for (const start of ['＝', '＋', '－', '＠']) {
      expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    }
  });

  it('quotes a formula start in each listed case exactly once', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('neutralises formulas a semicolon-separated reader would see after a ;', () => {
    expect(csvCell('a;=cmd|" /C calc"!A0')).toBe(`"a;'=cmd|"" /C calc""!A0"`);
    for (const start of ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']) {
      const cell = csvCell(`Jamie;${start}HYPERLINK("x")`);
      expect(cell.startsWith('"')).toBe(true);
      // However a reader splits it on ;, no part starts with a formula character.
      for (const part of cell.replace(/^"|"$/g, '').split(';')) {
        expect(part).not.toMatch(/^\s*[=+\-@\t\r＝＋－＠]/);
      }
    }
    expect(csvCell('a; =1')).toBe(`"a;' =1"`);
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvRow(['x;@y', 'z'])).toBe(`"x;'@y",z\r\n`);
  });

  it('leaves numbers and booleans alone', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(false)).toBe('false');
  });

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', null, 'b'])).toBe('a,,b\r\n');
  });
});
