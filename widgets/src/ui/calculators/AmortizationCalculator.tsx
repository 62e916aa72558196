import {
  AMORTIZATION_INPUT_BOUNDS,
  type AmortizationPmi,
  type AmortizationResult,
  calculateAmortization,
  pmiForMonth,
  pmiPaidInYear,
  SCHEDULE_ROWS_SHOWN,
  YEARLY_ROWS_SHOWN,
} from '@mrn/sdk/finance/amortization';
import type { ScheduleRow } from '@mrn/sdk/finance/amortization-rows';
import { formatPayment, formatPercent, formatTotal } from '@mrn/sdk/finance/currency-format';
import { formatShortDate } from '@mrn/sdk/finance/display-format';
import { scheduleCsv } from '@mrn/sdk/finance/schedule-csv';
import { YearlyLineChart } from '../chart/YearlyLineChart';
import { Button } from '../primitives/Button';
import { DataTable } from '../primitives/DataTable';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { defineCalculator } from './Calculator';
import { downloadFile } from './download-file';
import { LOAN_FIELDS } from './loan-fields';

export default defineCalculator({
  id: 'amortization',
  calculate: calculateAmortization,
  bounds: AMORTIZATION_INPUT_BOUNDS,
  fields: [
    ...LOAN_FIELDS,
    {
      field: 'firstPaymentDate',
      label: 'First Payment Date (optional)',
      kind: 'date',
      hint: 'Add a date to see the month-by-month payment schedule.',
    },
    {
      field: 'homeValue',
      label: 'Home Value (optional)',
      hint: 'The price or appraised value: shows the PMI and the payment it ends with.',
    },
    {
      field: 'pmi',
      label: 'Monthly PMI (optional)',
      hint: 'Left empty, PMI is estimated from the loan-to-value when the loan is over 80% of the value.',
    },
  ],
  results: (result) => <AmortizationResults result={result} />,
});

function AmortizationResults({ result }: { result: AmortizationResult }) {
  const { summary, yearly, schedule, pmi } = result;
  const hiddenYears = yearly.length - YEARLY_ROWS_SHOWN;
  // With a home value the tables add a PMI column (issue 13 item 19); without one they are spec §2's.
  const pmiColumn = pmi ? ['PMI Paid'] : [];
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
      {pmi ? <PmiSummary pmi={pmi} /> : null}
      <YearlyLineChart
        title="Loan balance over time"
        description={`The balance falls from ${formatTotal(summary.totalPrincipal)} to $0 over ${yearly.length} years, slowly at first while most of each payment is interest.`}
        rows={[{ year: 0, balance: summary.totalPrincipal }, ...yearly]}
        series={[{ label: 'Remaining balance', value: (row) => row.balance }]}
      />
      <DataTable
        caption="Yearly Summary"
        columns={['Year', 'Principal Paid', 'Interest Paid', ...pmiColumn, 'Remaining Balance']}
        rows={yearly
          .slice(0, YEARLY_ROWS_SHOWN)
          .map((row) => [
            String(row.year),
            formatTotal(row.principal),
            formatTotal(row.interest),
            ...(pmi ? [formatTotal(pmiPaidInYear(pmi, row.year))] : []),
            formatTotal(row.balance),
          ])}
      />
      {hiddenYears > 0 ? (
        <p className="mrn-calculator__more">
          ... and {hiddenYears} more {hiddenYears === 1 ? 'year' : 'years'}
        </p>
      ) : null}
      {pmi && pmi.payments > 0 && pmi.payments < schedule.length ? (
        // The two payments either side of the end of PMI, whichever rows the tables above show.
        <DataTable
          caption="When PMI Stops"
          columns={['Payment #', 'Date', 'Principal & Interest', 'PMI', 'Balance']}
          rows={schedule
            .slice(pmi.payments - 1, pmi.payments + 1)
            .map((row) => [
              ...paymentCells(row),
              formatPayment(pmiForMonth(pmi, row.month)),
              formatPayment(row.balance),
            ])}
        />
      ) : null}
      {result.hasStartDate ? (
        <>
          <DataTable
            caption="Payment Schedule"
            columns={[
              'Payment #',
              'Date',
              'Payment',
              'Principal',
              'Interest',
              ...(pmi ? ['PMI'] : []),
              'Balance',
            ]}
            rows={schedule
              .slice(0, SCHEDULE_ROWS_SHOWN)
              .map((row) => [
                ...paymentCells(row),
                formatPayment(row.principal),
                formatPayment(row.interest),
                ...(pmi ? [formatPayment(pmiForMonth(pmi, row.month))] : []),
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
          downloadFile('amortization-schedule.csv', 'text/csv;charset=utf-8', scheduleCsv(schedule, pmi))
        }
      >
        Download full schedule (CSV, {schedule.length} payments)
      </Button>
    </>
  );
}

/** Payment #, Date and the payment made: the first cells of both schedule tables. */
function paymentCells(row: ScheduleRow): string[] {
  return [
    String(row.month),
    row.date ? formatShortDate(row.date) : '',
    formatPayment(row.payment + row.extra),
  ];
}

/** The PMI with the payments and the month it stops: 78% of the original value, or mid-term. */
function PmiSummary({ pmi }: { pmi: AmortizationPmi }) {
  const ends =
    pmi.payments === 0
      ? 'Before the first payment'
      : `Payment ${pmi.payments}${pmi.lastDate ? ` (${formatShortDate(pmi.lastDate)})` : ''}`;
  return (
    <ResultList heading="PMI">
      <ResultLine
        label="Monthly PMI"
        value={formatPayment(pmi.monthly)}
        note={
          pmi.estimatedPercent === null
            ? undefined
            : ` estimated at ${pmi.estimatedPercent}% of the loan a year`
        }
      />
      <ResultLine
        label="Last Payment with PMI"
        value={ends}
        note=" it stops when the balance is scheduled to reach 78% of the home value"
      />
      <ResultLine label="Total PMI" value={formatTotal(pmi.total)} />
    </ResultList>
  );
}
