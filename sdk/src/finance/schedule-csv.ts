import { type AmortizationPmi, pmiForMonth } from './amortization';
import type { ScheduleRow } from './amortization-rows';
import { roundToCents } from './round-to-cents';

/**
 * The full amortization schedule as CSV (issue 13 item 20), one row per payment, amounts in
 * dollars to the cent. Formula-safe: a spreadsheet runs a cell that starts with = + - @ or a tab
 * as a formula, so such a cell is prefixed with an apostrophe (OWASP "CSV injection").
 */
export const SCHEDULE_CSV_COLUMNS = [
  'Payment #',
  'Date',
  'Payment',
  'Principal',
  'Interest',
  'Extra',
  'Balance',
];

export function csvCell(value: string | number): string {
  // Numbers are written by us, digits and a point: nothing a spreadsheet could run.
  if (typeof value === 'number') return roundToCents(value).toFixed(2);
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** With PMI (a home value was given), a PMI column after Extra: the premium each month until it ends. */
export function scheduleCsv(schedule: readonly ScheduleRow[], pmi: AmortizationPmi | null = null): string {
  const columns = pmi ? [...SCHEDULE_CSV_COLUMNS.slice(0, 6), 'PMI', 'Balance'] : SCHEDULE_CSV_COLUMNS;
  const lines = [columns.map(csvCell).join(',')];
  for (const row of schedule) {
    lines.push(
      [
        String(row.month),
        row.date ?? '',
        row.payment + row.extra,
        row.principal,
        row.interest,
        row.extra,
        ...(pmi ? [pmiForMonth(pmi, row.month)] : []),
        row.balance,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  // CRLF line ends (RFC 4180) open cleanly in every spreadsheet.
  return `${lines.join('\r\n')}\r\n`;
}
