import { formatPayment, formatTotal } from '../../finance/currency-format';
import { DEFAULT_LOAN_TERM_YEARS } from '../../finance/loan-terms';
import { parseAmount } from '../../finance/parse-amount';
import {
  calculateRefinance,
  REFINANCE_INPUT_BOUNDS,
  type RefinanceField,
  type RefinanceResult,
} from '../../finance/refinance';
import { FieldGroup } from '../primitives/FieldGroup';
import { Notice } from '../primitives/Notice';
import { NumberField } from '../primitives/NumberField';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { Calculator } from './Calculator';
import type { CalculatorProps, FieldTexts } from './calculator-props';
import { formatMonths, formatYears } from './display-format';
import { RateField } from './RateField';

export type RefinanceCalculatorProps = CalculatorProps<RefinanceField, RefinanceResult>;

export default function RefinanceCalculator(props: RefinanceCalculatorProps) {
  return (
    <Calculator
      id="refinance"
      calculate={calculateRefinance}
      bounds={REFINANCE_INPUT_BOUNDS}
      host={props}
      inputsTitle="Your Loans"
      resultsTitle="Refinance Analysis"
      promptSubject="your refinance analysis"
      fields={(bind) => (
        <>
          <FieldGroup legend="Current Loan">
            <NumberField label="Remaining Balance" {...bind('currentBalance')} />
            <NumberField label="Current Interest Rate (%)" step={0.01} {...bind('currentRate')} />
            <NumberField label="Years Remaining" {...bind('yearsRemaining')} />
            <NumberField label="Current Monthly Payment" {...bind('currentPayment')} />
          </FieldGroup>
          <FieldGroup legend="New Loan">
            <RateField label="New Interest Rate (%)" {...bind('newRate')} />
            <NumberField label="New Loan Term (years)" {...bind('newTerm')} />
            <NumberField label="Closing Costs" {...bind('closingCosts')} />
            <NumberField label="Cash Out Amount" {...bind('cashOut')} />
            <NumberField label="Analysis Period (years)" {...bind('analysisYears')} />
          </FieldGroup>
        </>
      )}
      results={(result, inputs) => <RefinanceResults result={result} inputs={inputs} />}
    />
  );
}

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
