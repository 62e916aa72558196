import { monthlyRate, paymentCount } from './loan-terms';

/**
 * Fixed-rate principal-and-interest payment: P * r * (1+r)^n / ((1+r)^n - 1), or P / n at 0%.
 * Computed as P * r / (1 - (1+r)^-n) with (1+r)^-n - 1 = expm1(-n * log1p(r)): forming 1 + r
 * throws away the low digits of a tiny r (0.001 % a year), which `log1p`/`expm1` keep, so the
 * payment is exact to the cent at every rate (issue 13 item 16).
 * Unrounded on purpose: callers round at display time (docs/architecture.md, "cent rounding at the edges").
 * Returns 0 for a non-positive principal or a term shorter than one month.
 */
export function monthlyPayment(principal: number, annualRatePercent: number, years: number): number {
  const payments = paymentCount(years);
  if (!(principal > 0) || payments <= 0) return 0;
  const rate = monthlyRate(annualRatePercent);
  if (rate === 0) return principal / payments;
  return (principal * rate) / -Math.expm1(-payments * Math.log1p(rate));
}
