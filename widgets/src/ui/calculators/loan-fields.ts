import type { CalculatorFieldSpec } from './CalculatorFields';

/**
 * The form fields several calculators ask with the same labels, defined once, as the finance
 * module's loan-inputs.ts defines their ranges once: each calculator spreads the ones it asks.
 */

/** Price and down payment of the home bought (payment, rent vs buy, 15 vs 30). */
export const PRICE_AND_DOWN_PAYMENT_FIELDS = [
  { field: 'homePrice', label: 'Home Price' },
  { field: 'downPayment', label: 'Down Payment' },
] as const satisfies readonly CalculatorFieldSpec<string>[];

/**
 * The loan's rate and term. "Use today's rate" picks the series of the term, and of the loan type
 * when the form asks one (`loanTypeField`).
 */
export function rateAndTermFields<LoanTypeField extends string = never>(
  loanTypeField?: LoanTypeField,
): readonly CalculatorFieldSpec<'interestRate' | 'loanTerm' | LoanTypeField>[] {
  return [
    { field: 'interestRate', label: 'Interest Rate (%)', kind: 'rate', loanTypeField, termField: 'loanTerm' },
    { field: 'loanTerm', label: 'Loan Term (years)' },
  ];
}

/** An amount borrowed with its rate and term (amortization, extra payment). */
export const LOAN_FIELDS = [{ field: 'loanAmount', label: 'Loan Amount' }, ...rateAndTermFields()] as const;

/** A home bought with a loan, and its yearly tax and insurance (payment, rent vs buy). */
export function homePurchaseFields<LoanTypeField extends string = never>(loanTypeField?: LoanTypeField) {
  return [
    ...PRICE_AND_DOWN_PAYMENT_FIELDS,
    ...rateAndTermFields(loanTypeField),
    { field: 'propertyTax', label: 'Annual Property Tax' },
    { field: 'homeInsurance', label: 'Annual Home Insurance' },
  ] as const;
}
