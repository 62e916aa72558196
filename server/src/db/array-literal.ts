/**
 * A PostgreSQL array literal (`{1,2,3}`) to send as one text parameter and cast (`::bigint[]`):
 * both drivers accept it, where a JavaScript array parameter is not handled alike by PGlite and
 * node-postgres. Only for values without commas, quotes or braces (numbers, uuids, ISO dates).
 */
export function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.join(',')}}`;
}
