/** An array element as PostgreSQL's array literal syntax wants it: quoted, backslashes and quotes escaped. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return arrayLiteralOf(value);
  const text = parameterText(value) as string;
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

function arrayLiteralOf(values: unknown[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}

/**
 * A value as the text of a bound parameter, by node-postgres's rules (arrays as array literals,
 * objects as JSON, dates as ISO timestamps). Sent beside the statement, never inside its text.
 */
export function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteralOf(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
