import { formatPayment, formatPercent, formatTotal } from '../../finance/currency-format';
import {
  calculateExtraPayment,
  EXTRA_PAYMENT_INPUT_BOUNDS,
  type ExtraPaymentField,
  type ExtraPaymentResult,
  yearsAndMonths,
} from '../../finance/extra-payment';
import { parseAmount } from '../../finance/parse-amount';
import { LineChart } from '../chart/LineChart';
import { DataTable } from '../primitives/DataTable';
import { NumberField } from '../primitives/NumberField';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { SelectField } from '../primitives/SelectField';
import { Calculator } from './Calculator';
import type { CalculatorProps, FieldTexts } from './calculator-props';
import { formatMonths } from './display-format';
import { RateField } from './RateField';

export type ExtraPaymentCalculatorProps = CalculatorProps<ExtraPaymentField, ExtraPaymentResult>;

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

export default function ExtraPaymentCalculator(props: ExtraPaymentCalculatorProps) {
  return (
    <Calculator
      id="extra-payment"
      calculate={calculateExtraPayment}
      bounds={EXTRA_PAYMENT_INPUT_BOUNDS}
      host={props}
      inputsTitle="Loan & Extra Payments"
      resultsTitle="Savings Analysis"
      promptSubject="your savings analysis"
      fields={(bind) => (
        <>
          <NumberField label="Loan Amount" {...bind('loanAmount')} />
          <RateField label="Interest Rate (%)" {...bind('interestRate')} />
          <NumberField label="Loan Term (years)" {...bind('loanTerm')} />
          <NumberField label="Extra Payment Amount" {...bind('extraPayment')} />
          <SelectField label="Payment Frequency" options={FREQUENCIES} {...bind('frequency')} />
          <NumberField label="Start Month" min={1} hint="Month 1 = first payment" {...bind('startMonth')} />
        </>
      )}
      results={(result, inputs) => <ExtraPaymentResults result={result} inputs={inputs} />}
    />
  );
}

function payoffText(totalMonths: number): string {
  const { years, months } = yearsAndMonths(totalMonths);
  const yearText = years === 1 ? '1 year' : `${years} years`;
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
  const extraAmount = formatPayment(parseAmount(inputs.extraPayment));
  const strategy =
    result.frequency === 'monthly'
      ? `${extraAmount} every month from month ${result.startMonth}`
      : `${extraAmount} once a year, first in month ${firstYearlyExtraMonth(result.startMonth)}`;
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
      <LineChart
        title="Loan balance with and without extra payments"
        description={`With extra payments the loan is paid off in ${payoffText(result.newPayoffMonths)} instead of ${payoffText(
          result.standardPayoffMonths,
        )}.`}
        xLabel="Year"
        xValues={result.yearlyBalances.map((row) => row.year)}
        series={[
          { label: 'Standard', values: result.yearlyBalances.map((row) => row.standardBalance) },
          { label: 'With extra payments', values: result.yearlyBalances.map((row) => row.extraBalance) },
        ]}
        formatValue={formatTotal}
      />
      <div className="mrn-result-group">
        <h3 className="mrn-result-group__title">Tips</h3>
        <ul className="mrn-calculator__list">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
