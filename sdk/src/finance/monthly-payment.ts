import { monthlyRate, paymentCount } from './loan-terms';

/**
 * Fixed-rate principal-and-interest payment: P * r * (1+r)^n / ((1+r)^n - 1), or P / n at 0%.
 * Unrounded on purpose: callers round at display time (ARCHITECTURE "cent rounding at the edges").
 * Returns 0 for a non-positive principal or a term shorter than one month.
 */
export function monthlyPayment(principal: number, annualRatePercent: number, years: number): number {
  const payments = paymentCount(years);
  if (!(principal > 0) || payments <= 0) return 0;
  const rate = monthlyRate(annualRatePercent);
  if (rate === 0) return principal / payments;
  const growth = (1 + rate) ** payments;
  return (principal * rate * growth) / (growth - 1);
}
