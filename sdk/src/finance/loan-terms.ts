/** Spec §5: a loan term left empty is 30 years (the current and new terms of a refinance alike). */
export const DEFAULT_LOAN_TERM_YEARS = 30;

/** Spec §9: monthly rate = annual rate / 100 / 12. */
export function monthlyRate(annualRatePercent: number): number {
  return annualRatePercent / 1200;
}

/**
 * Spec §9: number of payments = years * 12. Rounded to a whole month so that a fractional term
 * (say 25.5 years) still yields a schedule with a definite last payment.
 */
export function paymentCount(years: number): number {
  return Math.round(years * 12);
}

/**
 * The loop end rule of spec §9: a loan counts as paid off once its balance is a cent or less;
 * that last sliver is folded into the final payment.
 */
export const PAID_OFF_BALANCE = 0.01;
