import { amortizationSchedule, type ScheduleRow } from './amortization-rows';
import { parseIsoDate } from './calendar-date';
import {
  AMOUNT_BOUNDS,
  fieldsOf,
  INTEREST_RATE_BOUNDS,
  type InputTable,
  outOfRange,
  TERM_YEARS_BOUNDS,
  TEXT_FIELD,
} from './input-bounds';
import { DEFAULT_LOAN_TERM_YEARS } from './loan-terms';
import { monthlyPayment } from './monthly-payment';
import { type FieldValues, parseAmount, parsePositiveOrDefault } from './parse-amount';

/**
 * Each input in form order with its documented range (issue 13 item 15); outside it the result is
 * refused. The field list and the field type are read from this one table.
 */
export const AMORTIZATION_INPUT_BOUNDS = {
  loanAmount: AMOUNT_BOUNDS,
  interestRate: INTEREST_RATE_BOUNDS,
  loanTerm: TERM_YEARS_BOUNDS,
  firstPaymentDate: TEXT_FIELD,
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

export interface AmortizationResult {
  readonly summary: AmortizationSummary;
  /** The full month-by-month schedule; the page shows the first SCHEDULE_ROWS_SHOWN rows. */
  readonly schedule: ScheduleRow[];
  /** Yearly roll-up; the page shows the first YEARLY_ROWS_SHOWN rows. */
  readonly yearly: AmortizationYear[];
  /** True when a valid first payment date was given, so rows carry calendar dates. */
  readonly hasStartDate: boolean;
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
  const loanAmount = parseAmount(inputs.loanAmount);
  const interestRate = parseAmount(inputs.interestRate);
  if (!(loanAmount > 0) || !(interestRate > 0)) return null;
  const loanTerm = parsePositiveOrDefault(inputs.loanTerm, DEFAULT_LOAN_TERM_YEARS);
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
  };
}
