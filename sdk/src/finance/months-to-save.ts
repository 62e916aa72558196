/**
 * Whole months of saving `monthlySavings` needed to put aside `amount`: 0 when nothing is left to
 * save, null when it can never be reached (no monthly savings).
 */
export function monthsToSave(amount: number, monthlySavings: number): number | null {
  if (!(amount > 0)) return 0;
  if (!(monthlySavings > 0)) return null;
  return Math.ceil(amount / monthlySavings);
}
