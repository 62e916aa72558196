import {
  AMORTIZATION_INPUT_BOUNDS,
  type AmortizationResult,
  calculateAmortization,
  SCHEDULE_ROWS_SHOWN,
  YEARLY_ROWS_SHOWN,
} from '../../finance/amortization';
import { formatPayment, formatPercent, formatTotal } from '../../finance/currency-format';
import { scheduleCsv } from '../../finance/schedule-csv';
import { YearlyLineChart } from '../chart/YearlyLineChart';
import { Button } from '../primitives/Button';
import { DataTable } from '../primitives/DataTable';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { defineCalculator } from './Calculator';
import { formatShortDate } from './display-format';
import { downloadFile } from './download-file';

export default defineCalculator({
  id: 'amortization',
  calculate: calculateAmortization,
  bounds: AMORTIZATION_INPUT_BOUNDS,
  fields: [
    { field: 'loanAmount', label: 'Loan Amount' },
    { field: 'interestRate', label: 'Interest Rate (%)', kind: 'rate' },
    { field: 'loanTerm', label: 'Loan Term (years)' },
    {
      field: 'firstPaymentDate',
      label: 'First Payment Date (optional)',
      kind: 'date',
      hint: 'Add a date to see the month-by-month payment schedule.',
    },
  ],
  results: (result) => <AmortizationResults result={result} />,
});

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
      <YearlyLineChart
        title="Loan balance over time"
        description={`The balance falls from ${formatTotal(summary.totalPrincipal)} to $0 over ${yearly.length} years, slowly at first while most of each payment is interest.`}
        rows={[{ year: 0, balance: summary.totalPrincipal }, ...yearly]}
        series={[{ label: 'Remaining balance', value: (row) => row.balance }]}
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
