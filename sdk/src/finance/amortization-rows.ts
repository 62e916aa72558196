import { type CalendarDate, isoDateAfterMonths } from './calendar-date';
import { type ExtraPaymentPlan, extraPaymentForMonth } from './extra-payment-plan';
import { monthlyRate, PAID_OFF_BALANCE, paymentCount } from './loan-terms';
import { monthlyPayment } from './monthly-payment';

/** One month of a schedule. Amounts are unrounded; round them when displaying. */
export interface ScheduleRow {
  /** 1 = first payment. */
  readonly month: number;
  /** Calendar date of the payment as 'YYYY-MM-DD', or null when no first payment date was given. */
  readonly date: string | null;
  /** The regular payment actually due this month (interest + principal), smaller in the last month. */
  readonly payment: number;
  /** Principal repaid by the regular payment. */
  readonly principal: number;
  readonly interest: number;
  /** Extra principal paid on top of the regular payment (0 without an extra-payment plan). */
  readonly extra: number;
  /** Balance owed after this month's payments. */
  readonly balance: number;
}

export interface ScheduleOptions {
  readonly extraPayments?: ExtraPaymentPlan;
  /** Date of payment 1; later payments fall on the same day of following months. */
  readonly firstPaymentDate?: CalendarDate | null;
}

/**
 * Month-by-month schedule of a fixed-rate loan, optionally with extra principal payments.
 *
 * Follows spec §9's loop: stop once the balance is a cent or less or the original term is reached;
 * an extra payment never exceeds what is still owed. The final row absorbs the leftover sliver
 * (at most a cent, or float dust at the end of the term) so the principal column sums to the loan.
 *
 * This is the hot path of the amortization calculator: a plain loop filling a preallocated array
 * measured about 2x faster than collecting a generator, so the generator below wraps this.
 */
export function amortizationSchedule(
  principal: number,
  annualRatePercent: number,
  years: number,
  options: ScheduleOptions = {},
): ScheduleRow[] {
  const payments = paymentCount(years);
  if (!(principal > 0) || payments <= 0) return [];
  const rate = monthlyRate(annualRatePercent);
  const regularPayment = monthlyPayment(principal, annualRatePercent, years);
  const plan = options.extraPayments;
  const startDate = options.firstPaymentDate ?? null;
  const rows = new Array<ScheduleRow>(payments);
  // Locals, not imported bindings, inside the loop: dev and test transforms read imports through a
  // module object on every access, which measured about 3x slower here.
  const paidOff = PAID_OFF_BALANCE;
  const extraFor = extraPaymentForMonth;
  const dateAfterMonths = isoDateAfterMonths;

  let balance = principal;
  let month = 0;
  while (month < payments && balance > paidOff) {
    month++;
    const interest = balance * rate;
    let principalPaid = regularPayment - interest;
    if (principalPaid > balance) principalPaid = balance;
    balance -= principalPaid;
    let extra = plan === undefined ? 0 : extraFor(month, plan);
    if (extra > balance) extra = balance;
    balance -= extra;
    if (balance <= paidOff || month === payments) {
      principalPaid += balance;
      balance = 0;
    }
    rows[month - 1] = {
      month,
      date: startDate === null ? null : dateAfterMonths(startDate, month - 1),
      payment: interest + principalPaid,
      principal: principalPaid,
      interest,
      extra,
      balance,
    };
  }
  // Extra payments can end the loan early; drop the unused slots.
  rows.length = month;
  return rows;
}

/** The same schedule as an iterable, for callers that only walk it (`for...of`, `Array.from`). */
export function* amortizationRows(
  principal: number,
  annualRatePercent: number,
  years: number,
  options: ScheduleOptions = {},
): Generator<ScheduleRow, void, undefined> {
  yield* amortizationSchedule(principal, annualRatePercent, years, options);
}
