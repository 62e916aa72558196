import { formatPayment, formatPercent, formatTotal } from '@mrn/sdk/finance/currency-format';
import { formatLongDate, formatMonths } from '@mrn/sdk/finance/display-format';
import {
  calculateDownPayment,
  DOWN_PAYMENT_INPUT_BOUNDS,
  type DownPaymentResult,
} from '@mrn/sdk/finance/down-payment';
import { DataTable } from '../primitives/DataTable';
import { Notice } from '../primitives/Notice';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { defineCalculator } from './Calculator';

// Wrapped so the result's "today" is the moment Calculate! is pressed.
const calculate = (inputs: Parameters<typeof calculateDownPayment>[0]) => calculateDownPayment(inputs);

export default defineCalculator({
  id: 'down-payment',
  calculate: calculate,
  bounds: DOWN_PAYMENT_INPUT_BOUNDS,
  fields: [
    { field: 'homePrice', label: 'Target Home Price' },
    { field: 'downPaymentPercent', label: 'Down Payment (%)', step: 0.1 },
    { field: 'currentSavings', label: 'Current Savings' },
    { field: 'monthlySavings', label: 'Monthly Savings Goal' },
    { field: 'targetDate', label: 'Target Purchase Date (optional)', kind: 'date' },
  ],
  results: (result) => <DownPaymentResults result={result} />,
});

function monthsText(months: number | null): string {
  if (months === null) return 'Not reached without monthly savings';
  return months === 0 ? 'Already saved' : formatMonths(months);
}

function DownPaymentResults({ result }: { result: DownPaymentResult }) {
  return (
    <>
      <ResultList>
        <ResultLine label="Down Payment Needed" value={formatTotal(result.downPaymentAmount)} emphasis />
        <ResultLine label="Still to Save" value={formatTotal(result.needToSave)} />
        <ResultLine label="Months to Save" value={monthsText(result.monthsToSave)} />
      </ResultList>
      <ResultList heading="Timeline">
        <ResultLine
          label="Target Completion Date"
          value={
            result.targetCompletionDate ? formatLongDate(result.targetCompletionDate) : 'Not reached yet'
          }
        />
      </ResultList>
      {result.hasTargetDate ? <TargetDateAnalysis result={result} /> : null}
      <ResultList heading="Loan Details">
        <ResultLine label="Loan Amount" value={formatTotal(result.loanAmount)} />
        <ResultLine label="Loan-to-Value" value={formatPercent(result.loanToValue)} />
      </ResultList>
      {result.requiresPmi ? (
        <Notice tone="info" title="PMI note:">
          With less than 20% down, lenders typically require private mortgage insurance (PMI) until you reach
          20% equity.
        </Notice>
      ) : null}
      <DataTable
        caption="Down Payment Options"
        columns={['Option', 'Down Payment', 'Still to Save', 'Time to Save']}
        rows={result.scenarios.map((scenario) => [
          `${scenario.percent}% ${scenario.name}`,
          formatTotal(scenario.amount),
          formatTotal(scenario.needToSave),
          monthsText(scenario.monthsToSave),
        ])}
      />
    </>
  );
}

function TargetDateAnalysis({ result }: { result: DownPaymentResult }) {
  if (result.canAffordByDate) {
    return (
      <Notice tone="positive" title="On track:">
        At your current pace you will have the full down payment saved by your target date.
      </Notice>
    );
  }
  const monthlyNeeded = result.monthlySavingsNeededForTarget;
  return (
    <Notice tone="warning" title="Shortfall:">
      You would be {formatTotal(result.shortfall ?? 0)} short by your target date.{' '}
      {monthlyNeeded === null
        ? 'That date leaves no full month to save.'
        : `Saving ${formatPayment(monthlyNeeded)} a month would close the gap.`}{' '}
      You could also save more each month, pick a later date or choose a lower down payment percentage.
    </Notice>
  );
}
