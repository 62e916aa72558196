/** How often an extra principal payment is made (spec §2 extra payment calculator). */
export type ExtraPaymentFrequency = 'monthly' | 'yearly';

export interface ExtraPaymentPlan {
  /** Extra principal per qualifying month, in dollars. */
  readonly amount: number;
  readonly frequency: ExtraPaymentFrequency;
  /** First month (1 = first payment) in which an extra payment may be made. */
  readonly startMonth: number;
}

/**
 * Spec §9: the extra applies from the start month, every month, or for yearly frequency only in
 * months where month mod 12 = 1 and month > 1 (the first payment of each later loan year).
 * The cap at the remaining balance is applied by the caller, who knows the balance.
 */
export function extraPaymentForMonth(month: number, plan: ExtraPaymentPlan): number {
  if (plan.amount <= 0 || month < plan.startMonth) return 0;
  if (plan.frequency === 'yearly' && (month % 12 !== 1 || month <= 1)) return 0;
  return plan.amount;
}
