import {
  AMORTIZATION_INPUT_BOUNDS,
  type AmortizationField,
  type AmortizationResult,
  calculateAmortization,
  SCHEDULE_ROWS_SHOWN,
  YEARLY_ROWS_SHOWN,
} from '../../finance/amortization';
import { formatPayment, formatPercent, formatTotal } from '../../finance/currency-format';
import { scheduleCsv } from '../../finance/schedule-csv';
import { LineChart } from '../chart/LineChart';
import { Button } from '../primitives/Button';
import { DataTable } from '../primitives/DataTable';
import { DateField } from '../primitives/DateField';
import { NumberField } from '../primitives/NumberField';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { Calculator } from './Calculator';
import type { CalculatorProps } from './calculator-props';
import { formatShortDate } from './display-format';
import { downloadFile } from './download-file';
import { RateField } from './RateField';

export type AmortizationCalculatorProps = CalculatorProps<AmortizationField, AmortizationResult>;

export default function AmortizationCalculator(props: AmortizationCalculatorProps) {
  return (
    <Calculator
      id="amortization"
      calculate={calculateAmortization}
      bounds={AMORTIZATION_INPUT_BOUNDS}
      host={props}
      inputsTitle="Loan Details"
      resultsTitle="Amortization Summary"
      promptSubject="amortization summary"
      fields={(bind) => (
        <>
          <NumberField label="Loan Amount" {...bind('loanAmount')} />
          <RateField label="Interest Rate (%)" {...bind('interestRate')} />
          <NumberField label="Loan Term (years)" {...bind('loanTerm')} />
          <DateField
            label="First Payment Date (optional)"
            hint="Add a date to see the month-by-month payment schedule."
            {...bind('firstPaymentDate')}
          />
        </>
      )}
      results={(result) => <AmortizationResults result={result} />}
    />
  );
}

function AmortizationResults({ result }: { result: AmortizationResult }) {
  const { summary, yearly, schedule } = result;
  const hiddenYears = yearly.length - YEARLY_ROWS_SHOWN;
  return (
    <>
      <ResultList heading="Loan Summary">
        <ResultLine label="Monthly Payment" value={formatPayment(summary.monthlyPayment)} emphasis />
        <ResultLine label="Total Principal" value={formatTotal(summary.totalPrincipal)} />
        <ResultLine label="Total Interest" value={formatTotal(summary.totalInterest)} />
        <ResultLine label="Total of All Payments" value={formatTotal(summary.totalPayments)} />
      </ResultList>
      <ResultList heading="Breakdown">
        <ResultLine
          label="Principal (% of total)"
          value={formatPercent(100 - summary.interestPercentOfTotal)}
        />
        <ResultLine label="Interest (% of total)" value={formatPercent(summary.interestPercentOfTotal)} />
      </ResultList>
      <LineChart
        title="Loan balance over time"
        description={`The balance falls from ${formatTotal(summary.totalPrincipal)} to $0 over ${yearly.length} years, slowly at first while most of each payment is interest.`}
        xLabel="Year"
        xValues={[0, ...yearly.map((row) => row.year)]}
        series={[
          {
            label: 'Remaining balance',
            values: [summary.totalPrincipal, ...yearly.map((row) => row.balance)],
          },
        ]}
        formatValue={formatTotal}
      />
      <DataTable
        caption="Yearly Summary"
        columns={['Year', 'Principal Paid', 'Interest Paid', 'Remaining Balance']}
        rows={yearly
          .slice(0, YEARLY_ROWS_SHOWN)
          .map((row) => [
            String(row.year),
            formatTotal(row.principal),
            formatTotal(row.interest),
            formatTotal(row.balance),
          ])}
      />
      {hiddenYears > 0 ? (
        <p className="mrn-calculator__more">
          ... and {hiddenYears} more {hiddenYears === 1 ? 'year' : 'years'}
        </p>
      ) : null}
      {result.hasStartDate ? (
        <>
          <DataTable
            caption="Payment Schedule"
            columns={['Payment #', 'Date', 'Payment', 'Principal', 'Interest', 'Balance']}
            rows={schedule
              .slice(0, SCHEDULE_ROWS_SHOWN)
              .map((row) => [
                String(row.month),
                row.date ? formatShortDate(row.date) : '',
                formatPayment(row.payment + row.extra),
                formatPayment(row.principal),
                formatPayment(row.interest),
                formatPayment(row.balance),
              ])}
          />
          <p className="mrn-calculator__more">
            Showing first {Math.min(SCHEDULE_ROWS_SHOWN, schedule.length)} payments of {schedule.length} total
            payments
          </p>
        </>
      ) : null}
      <Button
        variant="secondary"
        className="mrn-calculator__export"
        onClick={() =>
          downloadFile('amortization-schedule.csv', 'text/csv;charset=utf-8', scheduleCsv(schedule))
        }
      >
        Download full schedule (CSV, {schedule.length} payments)
      </Button>
    </>
  );
}
