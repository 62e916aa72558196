/**
 * The loan programs the rate catalogue (rate-series.ts) publishes rates for, and their words. Kept
 * apart from the catalogue: the widgets' lazy contract chunk needs these few words (a partner form's
 * program choice), not every series.
 */
export const LOAN_PROGRAMS = ['conforming', 'fha', 'va', 'usda', 'jumbo'] as const;
export type LoanProgram = (typeof LOAN_PROGRAMS)[number];

export const LOAN_PROGRAM_LABELS: Record<LoanProgram, string> = {
  conforming: 'Conventional',
  fha: 'FHA',
  va: 'VA',
  usda: 'USDA',
  jumbo: 'Jumbo',
};
