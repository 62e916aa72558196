/**
 * Private mortgage insurance (PMI) on a conventional loan, estimated from the loan-to-value ratio
 * (LTV = loan / home value), and when it ends (issue 13 item 19).
 *
 * Lenders ask for PMI when a conventional loan is more than 80% of the home's value. Borrower-paid
 * monthly PMI costs a yearly percentage of the original loan, charged as 1/12 each month, and that
 * percentage climbs with the LTV. Real quotes also depend on the credit score, the term and the
 * coverage the loan program requires, so the table below is an estimate: typical figures for a 30-year
 * fixed loan and a credit score in the 700s. Below a 680 score quotes run about twice as high; above
 * 760 they run lower. Someone with a quote should type it in the PMI field instead.
 *
 * Under the Homeowners Protection Act of 1998, PMI on a conventional loan for a primary home ends
 * automatically on the date the balance is first scheduled to reach 78% of the home's original value
 * (by the original amortization schedule, whatever extra was paid), provided the borrower is current;
 * and in any case after the midpoint of the loan's term ("final termination").
 */

/** PMI is asked for only above this LTV. */
export const PMI_REQUIRED_ABOVE_LTV = 0.8;
/** PMI ends automatically once the scheduled balance reaches this share of the original value. */
export const PMI_AUTOMATIC_END_LTV = 0.78;

export interface PmiRateStep {
  /** The step covers LTVs above the previous step's maxLtv, up to and including this one. */
  readonly maxLtv: number;
  /** Yearly PMI as a percentage of the original loan. */
  readonly annualPercent: number;
}

/** Estimated yearly PMI by LTV, for LTVs above 80%. */
export const ESTIMATED_PMI_RATES: readonly PmiRateStep[] = [
  { maxLtv: 0.85, annualPercent: 0.2 },
  { maxLtv: 0.9, annualPercent: 0.4 },
  { maxLtv: 0.95, annualPercent: 0.6 },
  // Conventional programs stop at 97% LTV (3% down); anything above is priced as the top step.
  { maxLtv: Number.POSITIVE_INFINITY, annualPercent: 0.8 },
];

/** The estimated yearly PMI rate in percent: 0 at or below 80% LTV (or without a value). */
export function estimatedPmiPercent(loanAmount: number, homeValue: number): number {
  if (!(homeValue > 0) || !(loanAmount > homeValue * PMI_REQUIRED_ABOVE_LTV)) return 0;
  const step = ESTIMATED_PMI_RATES.find(({ maxLtv }) => loanAmount <= homeValue * maxLtv);
  return step?.annualPercent ?? 0;
}

/** Estimated monthly PMI: the yearly rate times the original loan, over 12. */
export function estimatedMonthlyPmi(loanAmount: number, homeValue: number): number {
  return (loanAmount * estimatedPmiPercent(loanAmount, homeValue)) / 1200;
}

/**
 * How many payments carry PMI: payments 1 to the returned count do, later ones do not.
 * Payment m carries PMI while the balance it is paid on (the scheduled balance after m - 1
 * payments) is above 78% of the original value, and never after the midpoint of the term: so PMI is
 * zero from the first month whose opening scheduled balance is at or below 78%.
 * `balanceAfter(k)` is the scheduled balance after k payments (k = 0 gives the loan amount).
 */
export function pmiPaymentCount(
  balanceAfter: (paymentsMade: number) => number,
  paymentCount: number,
  originalValue: number,
): number {
  const limit = originalValue * PMI_AUTOMATIC_END_LTV;
  const midpoint = Math.floor(paymentCount / 2);
  let payments = 0;
  while (payments < midpoint && balanceAfter(payments) > limit) payments++;
  return payments;
}
