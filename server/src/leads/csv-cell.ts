/**
 * Characters spreadsheets treat as the start of a formula (CSV injection, OWASP), with the
 * full-width forms some spreadsheets also accept (＝ ＋ － ＠).
 */
const FORMULA_CHARACTERS = '=+\\-@\\t\\r＝＋－＠';
const FORMULA_START = new RegExp(`^[${FORMULA_CHARACTERS}]`);
/** A `;` a semicolon-separated reader splits on, followed (after spaces) by a formula start. */
const FORMULA_AFTER_SEMICOLON = new RegExp(`;(?=[ ]*[${FORMULA_CHARACTERS}])`, 'g');

/**
 * One CSV field per RFC 4180, made inert for spreadsheets: text that would start a formula gets a
 * leading apostrophe, and so does every part after a `;` that would (a reader splitting on `;`
 * sees it as a cell of its own). A field with a quote, comma, semicolon or line break is quoted,
 * with quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string') {
    if (FORMULA_START.test(text)) text = `'${text}`;
    text = text.replace(FORMULA_AFTER_SEMICOLON, ";'");
  }
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
