import { formatPayment, formatPercent, formatTotal } from '@mrn/sdk/finance/currency-format';
import { formatMonths, formatYears } from '@mrn/sdk/finance/display-format';
import {
  calculateExtraPayment,
  EXTRA_PAYMENT_INPUT_BOUNDS,
  type ExtraPaymentField,
  type ExtraPaymentResult,
  yearsAndMonths,
} from '@mrn/sdk/finance/extra-payment';
import { parseNonNegative } from '@mrn/sdk/finance/parse-amount';
import { YearlyLineChart } from '../chart/YearlyLineChart';
import { DataTable } from '../primitives/DataTable';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { AdviceList } from './AdviceList';
import { defineCalculator } from './Calculator';
import type { FieldTexts } from './calculator-props';
import { LOAN_FIELDS } from './loan-fields';

const FREQUENCIES = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
] as const;

const TIPS = [
  'Ask your servicer to apply extra money to principal, not to next month’s payment.',
  'Check that your loan has no prepayment penalty before you start.',
  'Keep an emergency fund first: extra principal cannot be taken back out without a new loan.',
  'Even small, regular extra payments early in the loan save the most interest.',
];

export default defineCalculator({
  id: 'extra-payment',
  calculate: calculateExtraPayment,
  bounds: EXTRA_PAYMENT_INPUT_BOUNDS,
  fields: [
    ...LOAN_FIELDS,
    { field: 'extraPayment', label: 'Extra Payment Amount' },
    { field: 'frequency', label: 'Payment Frequency', kind: 'select', options: FREQUENCIES },
    { field: 'startMonth', label: 'Start Month', min: 1, hint: 'Month 1 = first payment' },
  ],
  results: (result, inputs) => <ExtraPaymentResults result={result} inputs={inputs} />,
});

function payoffText(totalMonths: number): string {
  const { years, months } = yearsAndMonths(totalMonths);
  const yearText = formatYears(years, 0);
  return months === 0 ? yearText : `${yearText} ${formatMonths(months)}`;
}

/** Yearly extras fall on months 13, 25, 37 ... (spec §9: month mod 12 = 1, month > 1), from the start month. */
function firstYearlyExtraMonth(startMonth: number): number {
  const earliest = Math.max(startMonth, 2);
  return earliest + ((13 - (earliest % 12)) % 12);
}

function ExtraPaymentResults({
  result,
  inputs,
}: {
  result: ExtraPaymentResult;
  inputs: FieldTexts<ExtraPaymentField>;
}) {
  // As the calculator reads it: a negative amount pays nothing extra (spec §5 reads it as empty).
  const extraAmount = formatPayment(parseNonNegative(inputs.extraPayment));
  const firstMonth =
    result.frequency === 'monthly' ? result.startMonth : firstYearlyExtraMonth(result.startMonth);
  const schedule =
    result.frequency === 'monthly'
      ? `every month from month ${firstMonth}`
      : `once a year, first in month ${firstMonth}`;
  // A first extra payment after the last regular one would read as a plan that works: say it changes nothing.
  const strategy = `${extraAmount} ${schedule}${
    firstMonth > result.standardPayoffMonths ? ', after the loan is paid off, so it changes nothing' : ''
  }`;
  return (
    <>
      <ResultList>
        <ResultLine
          label="Time Saved"
          value={`${result.yearsSaved.toFixed(1)} years`}
          note={`${formatMonths(result.monthsSaved)} sooner`}
          emphasis
        />
        <ResultLine
          label="Interest Saved"
          value={formatTotal(result.interestSaved)}
          tone="positive"
          emphasis
        />
      </ResultList>
      <DataTable
        caption="Standard vs With Extra Payments"
        columns={['Measure', 'Standard', 'With Extra Payments']}
        rows={[
          ['Payoff Time', payoffText(result.standardPayoffMonths), payoffText(result.newPayoffMonths)],
          ['Total Interest', formatTotal(result.standardTotalInterest), formatTotal(result.newTotalInterest)],
        ]}
      />
      <ResultList heading="Financial Impact">
        <ResultLine label="Total Extra Payments" value={formatTotal(result.totalExtraPaid)} />
        <ResultLine label="Interest Saved" value={formatTotal(result.interestSaved)} />
        <ResultLine label="Net Savings" value={formatTotal(result.netSavings)} />
      </ResultList>
      <ResultList heading="Your Strategy">
        <ResultLine label="Regular Monthly Payment" value={formatPayment(result.standardMonthlyPayment)} />
        <ResultLine label="Extra Payment" value={strategy} />
        <ResultLine label="Return on Extra Payments (ROI)" value={formatPercent(result.roiPercent)} />
      </ResultList>
      <YearlyLineChart
        title="Loan balance with and without extra payments"
        description={`With extra payments the loan is paid off in ${payoffText(result.newPayoffMonths)} instead of ${payoffText(
          result.standardPayoffMonths,
        )}.`}
        rows={result.yearlyBalances}
        series={[
          { label: 'Standard', value: (row) => row.standardBalance },
          { label: 'With extra payments', value: (row) => row.extraBalance },
        ]}
      />
      <AdviceList heading="Tips" items={TIPS} />
    </>
  );
}
