import { formatPayment, formatTotal } from '@mrn/sdk/finance/currency-format';
import {
  compareTerms,
  TERM_COMPARISON_INPUT_BOUNDS,
  type TermComparisonResult,
} from '@mrn/sdk/finance/term-comparison';
import { YearlyLineChart } from '../chart/YearlyLineChart';
import { DataTable } from '../primitives/DataTable';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { AdviceList } from './AdviceList';
import { defineCalculator } from './Calculator';
import { PRICE_AND_DOWN_PAYMENT_FIELDS } from './loan-fields';

const QUESTIONS = [
  'Can you comfortably afford the higher monthly payment, with room left for savings and emergencies?',
  'How long do you expect to keep this home and this loan?',
  'Would you rather put the monthly difference toward retirement or other investments?',
  'Is your income steady enough to commit to the larger payment for 15 years?',
  'Could you take the 30-year loan and make extra principal payments when money allows?',
];

export default defineCalculator({
  id: '15-vs-30',
  calculate: compareTerms,
  bounds: TERM_COMPARISON_INPUT_BOUNDS,
  fields: [
    ...PRICE_AND_DOWN_PAYMENT_FIELDS,
    { field: 'rate15', label: '15-Year Rate (%)', kind: 'rate', rateType: '15y' },
    { field: 'rate30', label: '30-Year Rate (%)', kind: 'rate', rateType: '30y' },
  ],
  results: (result) => <TermComparisonResults result={result} />,
});

function TermComparisonResults({ result }: { result: TermComparisonResult }) {
  // monthlySavings is the 15-year payment minus the 30-year one: normally the extra cost per month.
  const higherPayment = result.monthlySavings >= 0 ? '15-year' : '30-year';
  return (
    <>
      <ResultList heading="Quick Summary">
        <ResultLine label="Loan Amount" value={formatTotal(result.loanAmount)} />
        <ResultLine
          label="Higher Monthly Payment"
          value={formatPayment(Math.abs(result.monthlySavings))}
          note={`More per month on the ${higherPayment} loan`}
        />
        <ResultLine
          label="Interest Saved with 15-Year"
          value={formatTotal(result.interestSavings)}
          tone={result.interestSavings > 0 ? 'positive' : 'neutral'}
          emphasis
        />
      </ResultList>
      <DataTable
        caption="Side-by-Side Comparison"
        columns={['Measure', '15-Year Loan', '30-Year Loan']}
        rows={[
          ['Monthly Payment', formatPayment(result.monthlyPayment15), formatPayment(result.monthlyPayment30)],
          ['Total of Payments', formatTotal(result.totalPayments15), formatTotal(result.totalPayments30)],
          ['Total Interest', formatTotal(result.totalInterest15), formatTotal(result.totalInterest30)],
        ]}
      />
      <ResultList heading="Savings with the 15-Year Loan">
        <ResultLine label="Interest Savings" value={formatTotal(result.interestSavings)} />
        <ResultLine label="Total Savings" value={formatTotal(result.totalSavings)} />
        <ResultLine label="30-Year Balance After 15 Years" value={formatTotal(result.balance30After15)} />
      </ResultList>
      <YearlyLineChart
        title="Loan balance by year"
        description={`The 15-year loan is paid off after 15 years; the 30-year loan still owes ${formatTotal(
          result.balance30After15,
        )} at that point.`}
        rows={result.yearlyBalances}
        series={[
          { label: '15-Year Loan', value: (row) => row.balance15 },
          { label: '30-Year Loan', value: (row) => row.balance30 },
        ]}
      />
      <AdviceList heading="Questions to Consider" items={QUESTIONS} />
    </>
  );
}
