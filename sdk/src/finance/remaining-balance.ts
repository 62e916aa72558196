import { monthlyRate, paymentCount } from './loan-terms';

/**
 * Balance still owed after `paymentsMade` scheduled payments, in closed form:
 * P * ((1+r)^n - (1+r)^k) / ((1+r)^n - 1). This is algebraically the usual
 * P(1+r)^k - M((1+r)^k - 1)/r but needs no payment and loses less precision late in the term.
 * Payments made are clamped to 0..n; a finished loan owes 0.
 */
export function remainingBalance(
  principal: number,
  annualRatePercent: number,
  years: number,
  paymentsMade: number,
): number {
  const payments = paymentCount(years);
  if (!(principal > 0) || payments <= 0) return 0;
  const made = Math.min(Math.max(0, Math.floor(paymentsMade)), payments);
  if (made === payments) return 0;
  const rate = monthlyRate(annualRatePercent);
  if (rate === 0) return principal * (1 - made / payments);
  // (1+r)^x - 1 as expm1(x * log1p(r)): keeps the digits of a tiny rate (see monthlyPayment).
  const logGrowth = Math.log1p(rate);
  const grownAll = Math.expm1(payments * logGrowth);
  const grownMade = Math.expm1(made * logGrowth);
  return Math.max(0, (principal * (grownAll - grownMade)) / grownAll);
}
