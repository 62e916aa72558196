import { z } from 'zod/mini';
import { LOAN_PROGRAM_LABELS, LOAN_PROGRAMS, type LoanProgram } from './loan-programs';

/** What a form offers when the partner chose nothing (and what every form offered before issue 31). */
export const DEFAULT_FORM_PROGRAMS: LoanProgram[] = ['conforming'];

/** In the builder's words first (its checkboxes), then the API's ids. */
const PROGRAMS_MESSAGE = `Offer at least one loan program: ${LOAN_PROGRAMS.map((program) => LOAN_PROGRAM_LABELS[program]).join(', ')} (in the API: ${LOAN_PROGRAMS.join(', ')}).`;

/** The loan programs a partner's form offers, as the builder saves them: at least one, each once, in catalogue order. */
export const offeredProgramsSchema = z.pipe(
  z.array(z.enum(LOAN_PROGRAMS, PROGRAMS_MESSAGE), PROGRAMS_MESSAGE).check(z.minLength(1, PROGRAMS_MESSAGE)),
  z.transform((programs: LoanProgram[]) => LOAN_PROGRAMS.filter((program) => programs.includes(program))),
);

/** A lead's `program` the form does not offer: the 422 message, listing what it does. */
export function unofferedProgramMessage(offered: readonly LoanProgram[]): string {
  const words = offered.map((program) => `${program} (${LOAN_PROGRAM_LABELS[program]})`).join(', ');
  return `This form does not offer that loan program. Choose one of: ${words}.`;
}
