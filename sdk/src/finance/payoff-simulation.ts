import { amortizationSchedule } from './amortization-rows';
import type { ExtraPaymentPlan } from './extra-payment-plan';
import { paymentCount } from './loan-terms';
import { monthlyPayment } from './monthly-payment';

export interface PayoffSummary {
  readonly regularPayment: number;
  /** Months until the balance reaches 0 (at most the original term). */
  readonly payoffMonths: number;
  readonly totalInterest: number;
  readonly totalExtraPaid: number;
  /** Everything paid: regular payments plus extras. */
  readonly totalPaid: number;
  /** Balance at the end of each loan year; index 0 is the starting balance, zeros after payoff. */
  readonly yearEndBalances: number[];
}

/**
 * Totals and year-end balances of `amortizationSchedule` (spec §9 loop end rule, extra capped at the
 * balance, final sliver folded into the last payment): the extra-payment calculator's figures come
 * from the same month loop as the amortization table, so the two cannot drift apart. One calculation
 * walks two schedules of at most 600 rows, which costs well under a millisecond.
 */
export function simulatePayoff(
  principal: number,
  annualRatePercent: number,
  years: number,
  extraPayments?: ExtraPaymentPlan,
): PayoffSummary {
  const payments = paymentCount(years);
  const yearCount = Math.ceil(payments / 12);
  const yearEndBalances = new Array<number>(Math.max(0, yearCount) + 1).fill(0);
  if (!(principal > 0) || payments <= 0) {
    return {
      regularPayment: 0,
      payoffMonths: 0,
      totalInterest: 0,
      totalExtraPaid: 0,
      totalPaid: 0,
      yearEndBalances,
    };
  }
  yearEndBalances[0] = principal;
  const schedule = amortizationSchedule(principal, annualRatePercent, years, { extraPayments });
  let totalInterest = 0;
  let totalExtraPaid = 0;
  for (const row of schedule) {
    totalInterest += row.interest;
    totalExtraPaid += row.extra;
    if (row.month % 12 === 0 || row.balance === 0) yearEndBalances[Math.ceil(row.month / 12)] = row.balance;
  }
  return {
    regularPayment: monthlyPayment(principal, annualRatePercent, years),
    payoffMonths: schedule.length,
    totalInterest,
    totalExtraPaid,
    totalPaid: principal + totalInterest,
    yearEndBalances,
  };
}
