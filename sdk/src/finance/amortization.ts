import { amortizationSchedule, type ScheduleRow } from './amortization-rows';
import { parseIsoDate } from './calendar-date';
import { estimatedMonthlyPmi, estimatedPmiPercent, pmiPaymentCount } from './conventional-pmi';
import { AMOUNT_BOUNDS, fieldsOf, type InputTable, outOfRange, TEXT_FIELD } from './input-bounds';
import { LOAN_INPUTS, readLoan } from './loan-inputs';
import { monthlyPayment } from './monthly-payment';
import { type FieldValues, parseNonNegative } from './parse-amount';

/**
 * Each input in form order with its documented range (issue 13 item 15); outside it the result is
 * refused. The field list and the field type are read from this one table.
 */
export const AMORTIZATION_INPUT_BOUNDS = {
  ...LOAN_INPUTS,
  firstPaymentDate: TEXT_FIELD,
  // Issue 13 item 19, optional: the home's original value (price or appraisal) shows the PMI and
  // the payment it ends with; Monthly PMI left empty is estimated from the loan-to-value ratio.
  homeValue: AMOUNT_BOUNDS,
  pmi: AMOUNT_BOUNDS,
} satisfies InputTable;
export type AmortizationField = keyof typeof AMORTIZATION_INPUT_BOUNDS;
export const AMORTIZATION_FIELDS = fieldsOf(AMORTIZATION_INPUT_BOUNDS);
export type AmortizationInputs = FieldValues<AmortizationField>;

export interface AmortizationSummary {
  readonly monthlyPayment: number;
  /** Everything paid over the life of the loan. */
  readonly totalPayments: number;
  readonly totalInterest: number;
  readonly totalPrincipal: number;
  readonly interestPercentOfTotal: number;
  readonly paymentCount: number;
}

export interface AmortizationYear {
  readonly year: number;
  readonly principal: number;
  readonly interest: number;
  /** Balance at the end of the year. */
  readonly balance: number;
}

/**
 * PMI over the schedule (issue 13 item 19): the monthly amount, typed or estimated from the LTV, is
 * paid with payments 1 to `payments` and stops automatically once the scheduled balance reaches 78% of
 * the original value (or after the midpoint of the term), as conventional-pmi.ts explains.
 */
export interface AmortizationPmi {
  readonly monthly: number;
  /** Yearly rate in percent when estimated from the LTV; null when typed in. */
  readonly estimatedPercent: number | null;
  /** Payments 1 to this carry PMI (0: the loan starts at or below 78% of the value). */
  readonly payments: number;
  /** Date of the last payment with PMI, when a first payment date was given. */
  readonly lastDate: string | null;
  readonly total: number;
}

export interface AmortizationResult {
  readonly summary: AmortizationSummary;
  /** The full month-by-month schedule; the page shows the first SCHEDULE_ROWS_SHOWN rows. */
  readonly schedule: ScheduleRow[];
  /** Yearly roll-up; the page shows the first YEARLY_ROWS_SHOWN rows. */
  readonly yearly: AmortizationYear[];
  /** True when a valid first payment date was given, so rows carry calendar dates. */
  readonly hasStartDate: boolean;
  /** PMI and when it ends; null without a home value, or when no PMI applies. */
  readonly pmi: AmortizationPmi | null;
}

/** PMI paid in a year of the schedule (year 1 = payments 1 to 12). */
export function pmiPaidInYear(pmi: AmortizationPmi | null, year: number): number {
  if (!pmi) return 0;
  return pmi.monthly * Math.min(12, Math.max(0, pmi.payments - (year - 1) * 12));
}

/** PMI with payment `month` (1 = first payment): the monthly amount until it ends, then 0. */
export function pmiForMonth(pmi: AmortizationPmi | null, month: number): number {
  return pmi && month <= pmi.payments ? pmi.monthly : 0;
}

function schedulePmi(
  loanAmount: number,
  schedule: readonly ScheduleRow[],
  homeValue: number,
  enteredPmi: number,
): AmortizationPmi | null {
  if (!(homeValue > 0)) return null;
  const monthly = enteredPmi > 0 ? enteredPmi : estimatedMonthlyPmi(loanAmount, homeValue);
  if (!(monthly > 0)) return null;
  const payments = pmiPaymentCount(
    (made) => (made === 0 ? loanAmount : (schedule[made - 1]?.balance ?? 0)),
    schedule.length,
    homeValue,
  );
  return {
    monthly,
    estimatedPercent: enteredPmi > 0 ? null : estimatedPmiPercent(loanAmount, homeValue),
    payments,
    lastDate: payments > 0 ? (schedule[payments - 1]?.date ?? null) : null,
    total: monthly * payments,
  };
}

/** Spec §9: rows displayed in each table. */
export const YEARLY_ROWS_SHOWN = 10;
export const SCHEDULE_ROWS_SHOWN = 12;

/**
 * Amortization calculator (spec §2). Needs loan amount and rate above 0. An invalid or empty first
 * payment date is simply absent: rows then have date null.
 */
export function calculateAmortization(inputs: AmortizationInputs): AmortizationResult | null {
  // Out of range reads as null here; the typed refusal comes from calculateWithinBounds.
  if (outOfRange(inputs, AMORTIZATION_INPUT_BOUNDS)) return null;
  const loan = readLoan(inputs);
  if (!loan) return null;
  const { loanAmount, interestRate, loanTerm } = loan;
  const firstPaymentDate = parseIsoDate(inputs.firstPaymentDate);

  const schedule: ScheduleRow[] = amortizationSchedule(loanAmount, interestRate, loanTerm, {
    firstPaymentDate,
  });
  const yearly: AmortizationYear[] = [];
  let totalPayments = 0;
  let totalInterest = 0;
  let totalPrincipal = 0;
  let yearPrincipal = 0;
  let yearInterest = 0;
  for (const row of schedule) {
    totalPayments += row.payment;
    totalInterest += row.interest;
    totalPrincipal += row.principal;
    yearPrincipal += row.principal;
    yearInterest += row.interest;
    if (row.month % 12 === 0 || row.balance === 0) {
      yearly.push({
        year: Math.ceil(row.month / 12),
        principal: yearPrincipal,
        interest: yearInterest,
        balance: row.balance,
      });
      yearPrincipal = 0;
      yearInterest = 0;
    }
  }

  return {
    summary: {
      monthlyPayment: monthlyPayment(loanAmount, interestRate, loanTerm),
      totalPayments,
      totalInterest,
      totalPrincipal,
      interestPercentOfTotal: totalPayments > 0 ? (totalInterest / totalPayments) * 100 : 0,
      paymentCount: schedule.length,
    },
    schedule,
    yearly,
    hasStartDate: firstPaymentDate !== null,
    pmi: schedulePmi(loanAmount, schedule, parseNonNegative(inputs.homeValue), parseNonNegative(inputs.pmi)),
  };
}
