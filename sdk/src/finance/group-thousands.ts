/**
 * "100000000" -> "100,000,000": a comma before each full group of three digits, counted from the
 * right, of a whole number's digits. en-US grouping without Intl, whose first number format on a page
 * loads the browser's locale data (the lead form's contract chunk and the amount fields avoid it).
 */
export function groupThousands(wholeDigits: string): string {
  return wholeDigits.replace(/\d(?=(\d{3})+$)/g, '$&,');
}
