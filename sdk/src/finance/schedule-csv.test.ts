import { describe, expect, it } from 'vitest';
import { calculateAmortization } from './amortization';
import { CALCULATOR_DEFAULTS } from './defaults';
import { csvCell, scheduleCsv } from './schedule-csv';

describe('scheduleCsv', () => {
  it('has a header and one line per payment, amounts to the cent, principal summing to the loan', () => {
    const result = calculateAmortization({
      ...CALCULATOR_DEFAULTS.amortization,
      firstPaymentDate: '2027-01-01',
    })!;
    const lines = scheduleCsv(result.schedule).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Payment #,Date,Payment,Principal,Interest,Extra,Balance');
    expect(lines).toHaveLength(361);
    expect(lines[1]).toMatch(/^1,2027-01-01,1896\.20,\d+\.\d{2},1625\.00,0\.00,\d+\.\d{2}$/);
    expect(lines[360]).toMatch(/^360,2056-12-01,[\d.]+,[\d.]+,[\d.]+,0\.00,0\.00$/);
    const principal = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[3]), 0);
    expect(principal).toBeCloseTo(300_000, 0);
  });

  it('neutralises cells a spreadsheet would run as formulas and quotes separators', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(1234.5)).toBe('1234.50');
  });
});
