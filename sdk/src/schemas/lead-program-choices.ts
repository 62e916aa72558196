import { LOAN_PROGRAM_LABELS, type LoanProgram } from './loan-programs';
import { programSeries } from './rate-series';
import type { RateType } from './rate-type';

/**
 * A partner form's loan program field, in words. It travels in the widgets' lazily loaded contract
 * chunk (widgets/src/contract/widget-contract.ts), so embed.js carries none of these words: it renders the
 * select from `options` (present when the form offers several programs) and puts `termHint` under
 * the rate type.
 */
export interface LeadProgramField {
  label: string;
  name: 'program';
  /** The visitor's program, else the form's first (the server's default too). */
  value: LoanProgram;
  /** The select's options; empty when the form offers one program (a fixed field, no select). */
  options: { value: LoanProgram; label: string }[];
  /**
   * Set when the program has no series at the chosen term (FRED publishes FHA, VA, USDA and jumbo
   * rates for 30 years only): the lead's alert watches the program's 30-year rate, as the server
   * stores it, and the visitor is told so rather than switched silently.
   */
  termHint?: string;
}

export function leadProgramField(
  { programs }: { programs: readonly LoanProgram[] },
  chosen: { program?: LoanProgram; rateType: RateType },
): LeadProgramField {
  const value = chosen.program ?? programs[0];
  const series = programSeries(value, chosen.rateType);
  return {
    label: 'Loan program',
    name: 'program',
    value,
    options:
      programs.length > 1
        ? programs.map((program) => ({ value: program, label: LOAN_PROGRAM_LABELS[program] }))
        : [],
    termHint:
      series.term === chosen.rateType
        ? undefined
        : `No ${chosen.rateType === '15y' ? 15 : 30}-year ${LOAN_PROGRAM_LABELS[value]} rate is published: your alert watches the ${series.label} rate.`,
  };
}
