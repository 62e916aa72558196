import {
  CONFORMING_SERIES,
  type CreditBand,
  type DownPaymentBand,
  type LoanProgram,
  type MyLoan,
  type MyLoanUpdate,
  type RateType,
  rateSeriesLabel,
  seriesOfLoanChoice,
} from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

interface LoanRow {
  loan_program: LoanProgram | null;
  loan_term: RateType | null;
  loan_credit_band: CreditBand | null;
  loan_down_payment: DownPaymentBand | null;
}

/**
 * The loan as the person gave it, with the series it names. A stored choice the catalogue no longer
 * has (a withdrawn series) still answers what they chose; its series is then the conforming rate of
 * its term, so nothing shows a rate that is not published.
 */
function myLoanOf(row: LoanRow | undefined): MyLoan | null {
  if (!row?.loan_program || !row.loan_term) return null;
  const choice = {
    program: row.loan_program,
    term: row.loan_term,
    creditBand: row.loan_credit_band,
    downPayment: row.loan_down_payment,
  };
  const series = seriesOfLoanChoice(choice)?.id ?? CONFORMING_SERIES[row.loan_term];
  return { ...choice, series, seriesLabel: rateSeriesLabel(series) };
}

/** GET /api/app/account/loan and the export: null until the person has chosen. */
export async function readMyLoan(db: DatabaseExecutor, userId: string): Promise<MyLoan | null> {
  const [row] = await queryRows<LoanRow>(
    db,
    sql`SELECT loan_program, loan_term, loan_credit_band, loan_down_payment FROM users WHERE id = ${userId}::uuid`,
  );
  return myLoanOf(row);
}

/** PUT /api/app/account/loan: the schema has already checked the choice names one catalogued series. */
export async function saveMyLoan(
  db: DatabaseExecutor,
  userId: string,
  loan: MyLoanUpdate,
): Promise<MyLoan | null> {
  const [row] = await queryRows<LoanRow>(
    db,
    sql`UPDATE users SET loan_program = ${loan.program}, loan_term = ${loan.term},
               loan_credit_band = ${loan.creditBand ?? null}, loan_down_payment = ${loan.downPayment ?? null}
         WHERE id = ${userId}::uuid
     RETURNING loan_program, loan_term, loan_credit_band, loan_down_payment`,
  );
  return myLoanOf(row);
}
