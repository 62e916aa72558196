import { type ExtraPaymentPlan, extraPaymentForMonth } from './extra-payment-plan';
import { monthlyRate, PAID_OFF_BALANCE, paymentCount } from './loan-terms';
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
 * Runs the same month loop as `amortizationSchedule` (spec §9 loop end rule, extra capped at the
 * balance, final sliver folded into the last payment) but keeps only totals and year-end balances.
 * This is the hot path behind the extra-payment calculator: it allocates one small array instead of
 * a row object per month. `amortizationRows.test.ts` checks the two agree.
 *
 * The loop is written out here and in `amortizationSchedule` on purpose: sharing the month step
 * without allocating (a walker object holding the month's figures, or a per-month callback)
 * measured 1.4-2.5x slower than these plain loops over locals.
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
  const rate = monthlyRate(annualRatePercent);
  const regularPayment = monthlyPayment(principal, annualRatePercent, years);
  yearEndBalances[0] = principal;

  // Locals, not imported bindings, inside the loop: dev and test transforms read imports through a
  // module object on every access, which measured about 3x slower here.
  const paidOff = PAID_OFF_BALANCE;
  const extraFor = extraPaymentForMonth;
  let balance = principal;
  let totalInterest = 0;
  let totalExtraPaid = 0;
  let month = 0;
  while (month < payments && balance > paidOff) {
    month++;
    const interest = balance * rate;
    let principalPaid = regularPayment - interest;
    if (principalPaid > balance) principalPaid = balance;
    balance -= principalPaid;
    let extra = extraPayments === undefined ? 0 : extraFor(month, extraPayments);
    if (extra > balance) extra = balance;
    balance -= extra;
    if (balance <= paidOff || month === payments) balance = 0;
    totalInterest += interest;
    totalExtraPaid += extra;
    if (month % 12 === 0 || balance === 0) yearEndBalances[Math.ceil(month / 12)] = balance;
  }
  return {
    regularPayment,
    payoffMonths: month,
    totalInterest,
    totalExtraPaid,
    totalPaid: principal + totalInterest,
    yearEndBalances,
  };
}
