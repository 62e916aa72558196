import { formatTotal } from '@mrn/sdk/finance/currency-format';
import { formatYears } from '@mrn/sdk/finance/display-format';
import {
  LOAN_TYPES,
  type LoanType,
  PMI_METHODS,
  type PmiMethod,
  UPFRONT_FEE_PAYMENTS,
  type UpfrontFeePayment,
} from '@mrn/sdk/finance/loan-type';
import type { SelectOption } from '../primitives/SelectField';
import type { LoanOptionSpec } from './LoanOptionFields';

/** The loan option fields both loan calculators share (issue 13 item 19). */
type LoanOptionField = 'loanType' | 'pmiMethod' | 'upfrontFeePayment' | 'closingCostPercent';

export const LOAN_OPTIONS_LEGEND = 'Loan Type & Closing Costs';

const LOAN_TYPE_LABELS: Record<LoanType, string> = {
  conventional: 'Conventional',
  fha: 'FHA',
  va: 'VA (first use)',
  'va-subsequent': 'VA (later use)',
  'va-exempt': 'VA (funding fee exempt)',
};

const UPFRONT_FEE_PAYMENT_LABELS: Record<UpfrontFeePayment, string> = {
  financed: 'Add to the loan',
  cash: 'Pay at closing',
};

/**
 * A choice's options from the finance module's own list, in its order (the first is the default it
 * reads), so the form offers exactly the values the calculators accept; a new value needs its label.
 */
function choiceOptions<Choice extends string>(
  choices: readonly Choice[],
  labels: Record<Choice, string>,
): readonly SelectOption[] {
  return choices.map((value) => ({ value, label: labels[value] }));
}

/** The options in form order; `pmiFieldLabel` names the calculator's own PMI field. */
export function loanOptionFields(pmiFieldLabel: string): readonly LoanOptionSpec<LoanOptionField>[] {
  return [
    {
      kind: 'choice',
      field: 'loanType',
      label: 'Loan Type',
      hint: 'FHA and VA loans add their own upfront fee and insurance rules.',
      options: choiceOptions(LOAN_TYPES, LOAN_TYPE_LABELS),
    },
    {
      kind: 'choice',
      field: 'pmiMethod',
      label: 'Conventional PMI',
      hint: 'PMI stops once the balance is scheduled to reach 78% of the home’s value.',
      options: choiceOptions<PmiMethod>(PMI_METHODS, {
        entered: `Use ${pmiFieldLabel}`,
        ltv: 'Estimate from loan-to-value',
      }),
    },
    {
      kind: 'choice',
      field: 'upfrontFeePayment',
      label: 'FHA or VA Upfront Fee',
      hint: 'The FHA upfront premium or VA funding fee.',
      options: choiceOptions(UPFRONT_FEE_PAYMENTS, UPFRONT_FEE_PAYMENT_LABELS),
    },
    {
      field: 'closingCostPercent',
      label: 'Closing Costs (% of loan)',
      step: 0.1,
      hint: 'Usually 2% to 5% of the loan.',
    },
  ];
}

/**
 * The rules and figures behind the options, in a disclosure after the fields. The same figures are in
 * the finance modules' comments (conventional-pmi.ts, fha-mortgage-insurance.ts, va-funding-fee.ts,
 * closing-costs.ts).
 */
export function LoanOptionsHelp({ pmiFieldLabel }: { pmiFieldLabel: string }) {
  return (
    <details className="mrn-calculator__help">
      <summary>How loan types, mortgage insurance and closing costs are figured</summary>
      <ul>
        <li>
          <strong>Conventional:</strong> lenders ask for PMI when the loan is over 80% of the price. “Use{' '}
          {pmiFieldLabel}” keeps the figure you typed. “Estimate from loan-to-value” charges a yearly 0.2% of
          the loan above 80%, 0.4% above 85%, 0.6% above 90% and 0.8% above 95% (typical for a credit score in
          the 700s; a quote can differ). By law PMI ends once the balance is scheduled to reach 78% of the
          original value, and at the latest halfway through the term.
        </li>
        <li>
          <strong>FHA:</strong> at least 3.5% down. An upfront premium of 1.75% of the loan, usually added to
          it, and a yearly premium paid monthly: 0.50% (0.55% with under 5% down) on terms over 15 years,
          0.15% (0.40% with under 10% down) on 15 years or less; higher on loans over {formatTotal(726_200)}.
          It lasts 11 years with 10% or more down, otherwise for the whole loan.
        </li>
        <li>
          <strong>VA:</strong> no down payment or mortgage insurance needed, but a one-time funding fee: 2.15%
          of the loan with under 5% down (3.3% after the first VA loan), 1.5% with 5% to under 10%, 1.25% with
          10% or more, and none for veterans who receive VA disability compensation.
        </li>
        <li>
          <strong>Closing costs</strong> (lender, appraisal, title and recording fees, prepaid interest and
          escrow) usually come to 2% to 5% of the loan. Cash to close is the down payment plus closing costs,
          plus an upfront fee you pay at closing instead of adding it to the loan.
        </li>
      </ul>
    </details>
  );
}

/**
 * The options group and its help, as both loan calculators end their forms with them. The PMI
 * choice and the help name the calculator's own PMI field, hence the one parameter.
 */
export function loanOptionsSection(pmiFieldLabel: string) {
  return {
    options: { legend: LOAN_OPTIONS_LEGEND, fields: loanOptionFields(pmiFieldLabel) },
    help: <LoanOptionsHelp pmiFieldLabel={pmiFieldLabel} />,
  };
}

/** How a loan type's upfront fee is named in the results (empty when it has none). */
export function upfrontFeeLabel(loanType: LoanType): string {
  if (loanType === 'fha') return 'FHA Upfront MIP';
  return loanType === 'conventional' ? '' : 'VA Funding Fee';
}

/** A rate already in percent, without trailing zeros: 1.75 -> "1.75%", 1.5 -> "1.5%". */
export function rateText(percent: number): string {
  return `${Number(percent.toFixed(3))}%`;
}

/** A count of monthly payments as a time: 132 -> "11 years", 26 -> "2.2 years". */
export function paymentsAsYears(payments: number): string {
  return formatYears(payments / 12);
}
