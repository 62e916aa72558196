import { formatPayment, formatTotal } from '@mrn/sdk/finance/currency-format';
import { formatMonths, formatYears } from '@mrn/sdk/finance/display-format';
import { DEFAULT_LOAN_TERM_YEARS } from '@mrn/sdk/finance/loan-terms';
import { parseAmount } from '@mrn/sdk/finance/parse-amount';
import {
  calculateRefinance,
  REFINANCE_INPUT_BOUNDS,
  type RefinanceField,
  type RefinanceResult,
} from '@mrn/sdk/finance/refinance';
import { Notice } from '../primitives/Notice';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { defineCalculator } from './Calculator';
import type { FieldTexts } from './calculator-props';

export default defineCalculator({
  id: 'refinance',
  calculate: calculateRefinance,
  bounds: REFINANCE_INPUT_BOUNDS,
  fields: [
    {
      legend: 'Current Loan',
      fields: [
        { field: 'currentBalance', label: 'Remaining Balance' },
        { field: 'currentRate', label: 'Current Interest Rate (%)', step: 0.01 },
        { field: 'yearsRemaining', label: 'Years Remaining' },
        { field: 'currentPayment', label: 'Current Monthly Payment' },
      ],
    },
    {
      legend: 'New Loan',
      fields: [
        { field: 'newRate', label: 'New Interest Rate (%)', kind: 'rate', termField: 'newTerm' },
        { field: 'newTerm', label: 'New Loan Term (years)' },
        { field: 'closingCosts', label: 'Closing Costs' },
        { field: 'cashOut', label: 'Cash Out Amount' },
        { field: 'analysisYears', label: 'Analysis Period (years)' },
      ],
    },
  ],
  results: (result, inputs) => <RefinanceResults result={result} inputs={inputs} />,
});

/** Spec §2: months when under a year, otherwise years. */
function breakEvenText(result: RefinanceResult): string {
  const months = result.breakEvenMonths ?? 0;
  // Whole months rounded up: savings have covered the costs by the end of that month.
  return months < 12 ? formatMonths(Math.ceil(months)) : formatYears(result.breakEvenYears ?? months / 12);
}

function RefinanceResults({
  result,
  inputs,
}: {
  result: RefinanceResult;
  inputs: FieldTexts<RefinanceField>;
}) {
  const saves = result.monthlySavings > 0;
  const closingCosts = result.totalMonthlySavings - result.netSavings;
  const period = formatYears(result.analysisYears);
  const analysisTitle = `${Number(result.analysisYears.toFixed(1))}-Year Analysis`;
  // The new term as entered; an empty field shows the default term.
  const newTerm = parseAmount(inputs.newTerm, DEFAULT_LOAN_TERM_YEARS);
  return (
    <>
      <ResultList heading="Monthly Payment">
        <ResultLine label="Current Payment" value={formatPayment(result.currentPayment)} />
        <ResultLine label="New Payment" value={formatPayment(result.newPayment)} />
        <ResultLine
          label={saves ? 'Monthly Savings' : 'Monthly Increase'}
          value={formatPayment(Math.abs(result.monthlySavings))}
          tone={saves ? 'positive' : 'warning'}
          note={saves ? 'Lower payment each month' : 'The new payment is not lower'}
          emphasis
        />
        {saves ? <ResultLine label="Break-Even Point" value={breakEvenText(result)} /> : null}
      </ResultList>
      <ResultList heading={analysisTitle}>
        <ResultLine
          label={`Payment Savings over ${period}`}
          value={formatTotal(result.totalMonthlySavings)}
        />
        <ResultLine label="Closing Costs" value={formatTotal(closingCosts)} />
        <ResultLine
          label="Net Savings"
          value={formatTotal(result.netSavings)}
          tone={result.netSavings > 0 ? 'positive' : 'warning'}
          note={result.netSavings > 0 ? undefined : `Refinancing costs more than it saves within ${period}`}
        />
        <ResultLine label="Current Loan Balance Then" value={formatTotal(result.oldRemainingBalance)} />
        <ResultLine label="New Loan Balance Then" value={formatTotal(result.newRemainingBalance)} />
      </ResultList>
      <ResultList heading="New Loan Details">
        <ResultLine label="New Loan Amount" value={formatTotal(result.newLoanAmount)} />
        <ResultLine label="New Loan Term" value={formatYears(newTerm)} />
      </ResultList>
      {result.termLongerThanRemaining ? (
        <Notice tone="warning" title="Longer term:">
          The new {Number(newTerm.toFixed(1))}-year term is longer than the{' '}
          {formatYears(parseAmount(inputs.yearsRemaining))} left on your current loan, so you would make
          payments for longer and may pay more interest overall even at a lower rate.
        </Notice>
      ) : null}
      <ResultList heading="Total Interest Comparison">
        <ResultLine label="Current Loan (remaining)" value={formatTotal(result.oldTotalInterest)} />
        <ResultLine label="New Loan" value={formatTotal(result.newTotalInterest)} />
        <ResultLine
          label={result.interestDifference >= 0 ? 'Interest Saved' : 'Extra Interest'}
          value={formatTotal(Math.abs(result.interestDifference))}
          tone={result.interestDifference >= 0 ? 'positive' : 'warning'}
        />
      </ResultList>
    </>
  );
}
