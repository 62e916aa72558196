import type { FieldValue, FieldValues } from './parse-amount';

/**
 * The loan programs the payment and affordability calculators can price (issue 13 item 19).
 * Conventional is the default, and with it both calculators work exactly as spec §2 describes.
 * The three VA entries differ only in the funding fee (see va-funding-fee.ts).
 */
export const LOAN_TYPES = ['conventional', 'fha', 'va', 'va-subsequent', 'va-exempt'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

/**
 * How a conventional loan's PMI is found: 'entered' keeps the amount or rate typed in the PMI field
 * (the spec's behaviour and the default); 'ltv' estimates it from the loan-to-value ratio.
 */
export const PMI_METHODS = ['entered', 'ltv'] as const;
export type PmiMethod = (typeof PMI_METHODS)[number];

/** Whether an FHA upfront premium or a VA funding fee is added to the loan (default) or paid at closing. */
export const UPFRONT_FEE_PAYMENTS = ['financed', 'cash'] as const;
export type UpfrontFeePayment = (typeof UPFRONT_FEE_PAYMENTS)[number];

function choiceOf<Choice extends string>(choices: readonly Choice[], text: FieldValue): Choice {
  const value = typeof text === 'string' ? text.trim() : '';
  // An empty, unknown or misspelt choice (say from an old shared link) reads as the first, the default.
  return choices.includes(value as Choice) ? (value as Choice) : choices[0];
}

export function parseLoanType(text: FieldValue): LoanType {
  return choiceOf(LOAN_TYPES, text);
}

export function parsePmiMethod(text: FieldValue): PmiMethod {
  return choiceOf(PMI_METHODS, text);
}

export function parseUpfrontFeePayment(text: FieldValue): UpfrontFeePayment {
  return choiceOf(UPFRONT_FEE_PAYMENTS, text);
}

/** The loan-program choices of the payment and affordability forms, parsed. */
export interface LoanProgramChoice {
  readonly loanType: LoanType;
  readonly pmiMethod: PmiMethod;
  readonly upfrontFeePayment: UpfrontFeePayment;
}

/** Reads both loan calculators' choice fields at once, so they cannot drift apart. */
export function parseLoanProgramChoice(
  inputs: FieldValues<'loanType' | 'pmiMethod' | 'upfrontFeePayment'>,
): LoanProgramChoice {
  return {
    loanType: parseLoanType(inputs.loanType),
    pmiMethod: parsePmiMethod(inputs.pmiMethod),
    upfrontFeePayment: parseUpfrontFeePayment(inputs.upfrontFeePayment),
  };
}

export function isVaLoan(loanType: LoanType): boolean {
  return loanType === 'va' || loanType === 'va-subsequent' || loanType === 'va-exempt';
}

/** How a loan type's monthly mortgage insurance is named in the results. */
export function mortgageInsuranceLabel(loanType: LoanType): string {
  return loanType === 'fha' ? 'FHA MIP' : 'PMI';
}
