import { z } from 'zod/mini';
import {
  CREDIT_BANDS,
  DOWN_PAYMENT_BANDS,
  LOAN_PROGRAM_LABELS,
  LOAN_PROGRAMS,
  type LoanProgram,
  RATE_SERIES,
  type RateSeriesEntry,
} from './rate-series';
import { RATE_TYPES, type RateType } from './rate-type';

/**
 * "My loan": the loan a person will get, stored with their account (GET/PUT /api/app/account/loan).
 * Unlike seriesForLoan, which falls back, a choice here must name exactly one catalogued series:
 * a combination FRED does not publish is refused with the field that makes it so.
 */
export type LoanChoice = MyLoanUpdate;

const TERM_WORDS: Record<RateType, string> = { '30y': '30-year', '15y': '15-year' };

/** The terms FRED publishes a program at ("FHA": 30y only). */
export function termsOfProgram(program: LoanProgram): RateType[] {
  return RATE_TYPES.filter((term) =>
    RATE_SERIES.some((series) => series.program === program && series.term === term),
  );
}

/** True where the catalogue has credit and down-payment bands (the conventional 30-year rate). */
export function loanHasBands(loan: Pick<LoanChoice, 'program' | 'term'>): boolean {
  return RATE_SERIES.some(
    (series) => series.program === loan.program && series.term === loan.term && series.creditBand,
  );
}

export interface LoanChoiceProblem {
  field: 'program' | 'term' | 'creditBand' | 'downPayment';
  message: string;
}

/** Why a choice names no catalogued series, or undefined when it names one. */
export function loanChoiceProblem(loan: LoanChoice): LoanChoiceProblem | undefined {
  const program = LOAN_PROGRAM_LABELS[loan.program];
  const terms = termsOfProgram(loan.program);
  if (!terms.includes(loan.term)) {
    const offered = terms.map((term) => TERM_WORDS[term]).join(' or ');
    return {
      field: 'term',
      message: `FRED publishes no ${TERM_WORDS[loan.term]} ${program} rate; choose the ${offered} ${program} rate, or another program.`,
    };
  }
  const hasCredit = loan.creditBand != null;
  const hasDown = loan.downPayment != null;
  if (!loanHasBands(loan) && (hasCredit || hasDown)) {
    return {
      field: hasCredit ? 'creditBand' : 'downPayment',
      message: `FRED publishes the ${TERM_WORDS[loan.term]} ${program} rate without credit or down-payment bands; leave them out.`,
    };
  }
  if (hasCredit !== hasDown) {
    return {
      field: hasCredit ? 'downPayment' : 'creditBand',
      message: `FRED publishes banded rates by credit score and down payment together: choose ${hasCredit ? 'a down payment' : 'a credit score'} too, or neither.`,
    };
  }
  return undefined;
}

/** The one catalogued series a valid choice names (undefined when loanChoiceProblem finds one). */
export function seriesOfLoanChoice(loan: LoanChoice): RateSeriesEntry | undefined {
  if (loanChoiceProblem(loan)) return undefined;
  return RATE_SERIES.find(
    (series) =>
      series.program === loan.program &&
      series.term === loan.term &&
      (series.creditBand ?? null) === (loan.creditBand ?? null) &&
      (series.downPayment ?? null) === (loan.downPayment ?? null),
  );
}

/** The choice a catalogued series stands for (used to move a series id kept in a browser to the account). */
export function loanChoiceOfSeries(series: RateSeriesEntry): LoanChoice {
  return {
    program: series.program,
    term: series.term,
    creditBand: series.creditBand ?? null,
    downPayment: series.downPayment ?? null,
  };
}

/** PUT /api/app/account/loan */
export const myLoanUpdateSchema = z
  .strictObject({
    program: z.enum(LOAN_PROGRAMS, `program must be one of: ${LOAN_PROGRAMS.join(', ')}.`),
    term: z.enum(RATE_TYPES, 'term must be 30y or 15y.'),
    creditBand: z.optional(
      z.nullable(z.enum(CREDIT_BANDS, `creditBand must be one of: ${CREDIT_BANDS.join(', ')}.`)),
    ),
    downPayment: z.optional(
      z.nullable(z.enum(DOWN_PAYMENT_BANDS, `downPayment must be one of: ${DOWN_PAYMENT_BANDS.join(', ')}.`)),
    ),
  })
  .check(
    z.superRefine((loan, context) => {
      const problem = loanChoiceProblem(loan);
      if (problem)
        context.addIssue({ code: 'custom', message: problem.message, path: [problem.field], input: loan });
    }),
  );
export type MyLoanUpdate = z.output<typeof myLoanUpdateSchema>;

/** The loan as stored, with the series it names and that series in words ("30-year FHA"). */
export const myLoanSchema = z.object({
  program: z.enum(LOAN_PROGRAMS),
  term: z.enum(RATE_TYPES),
  creditBand: z.nullable(z.enum(CREDIT_BANDS)),
  downPayment: z.nullable(z.enum(DOWN_PAYMENT_BANDS)),
  series: z.string(),
  seriesLabel: z.string(),
});
export type MyLoan = z.infer<typeof myLoanSchema>;

/** GET and PUT /api/app/account/loan: null until the person has said which loan they will get. */
export const myLoanAnswerSchema = z.object({ loan: z.nullable(myLoanSchema) });
export type MyLoanAnswer = z.infer<typeof myLoanAnswerSchema>;
