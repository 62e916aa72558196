/**
 * Rounds money to whole cents, half away from zero. The tiny nudge absorbs binary representation
 * error so that 1.005 (stored as 1.00499999...) rounds to 1.01 as a person would expect.
 */
export function roundToCents(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + 1e-7);
  const rounded = cents / 100;
  return value < 0 ? -rounded : rounded;
}

/** Rounds to a number of decimal places (ratios and percentages shown to the user). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
