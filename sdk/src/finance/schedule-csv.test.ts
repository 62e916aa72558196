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

  it('adds the PMI paid with each payment, until it stops, when the loan has PMI', () => {
    const result = calculateAmortization({
      ...CALCULATOR_DEFAULTS.amortization,
      homeValue: '330000',
      pmi: '150',
    })!;
    const pmi = result.pmi!;
    expect(pmi.payments).toBeGreaterThan(0);
    expect(pmi.payments).toBeLessThan(result.schedule.length);
    const lines = scheduleCsv(result.schedule, pmi).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Payment #,Date,Payment,Principal,Interest,Extra,PMI,Balance');
    const pmiOf = (line: string) => line.split(',')[6];
    expect(pmiOf(lines[pmi.payments])).toBe('150.00');
    expect(pmiOf(lines[pmi.payments + 1])).toBe('0.00');
    const paid = lines.slice(1).reduce((sum, line) => sum + Number(pmiOf(line)), 0);
    expect(paid).toBeCloseTo(150 * pmi.payments, 2);
  });

  it('neutralises cells a spreadsheet would run as formulas and quotes separators', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(1234.5)).toBe('1234.50');
  });
});
