import { lazy, Suspense } from 'react';
import { formatPayment, formatPercent, formatTotal } from '../../finance/currency-format';
import { calculatePayment, PAYMENT_INPUT_BOUNDS, type PaymentResult } from '../../finance/payment';
import { paymentParts } from '../chart/payment-parts';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { defineCalculator } from './Calculator';

// Loaded only once there is a result, so the calculator's first render does not carry the chart.
const PaymentDonut = lazy(() => import('../chart/PaymentDonut'));

export default defineCalculator({
  id: 'payment',
  calculate: calculatePayment,
  bounds: PAYMENT_INPUT_BOUNDS,
  fields: [
    { field: 'homePrice', label: 'Home Price' },
    { field: 'downPayment', label: 'Down Payment' },
    { field: 'interestRate', label: 'Interest Rate (%)', kind: 'rate' },
    { field: 'loanTerm', label: 'Loan Term (years)' },
    { field: 'propertyTax', label: 'Annual Property Tax' },
    { field: 'homeInsurance', label: 'Annual Home Insurance' },
    { field: 'pmi', label: 'Monthly PMI' },
    { field: 'hoaFees', label: 'Monthly HOA Fees' },
  ],
  results: (result) => <PaymentResults result={result} />,
});

function PaymentResults({ result }: { result: PaymentResult }) {
  // Spec §2: each breakdown line only when above 0, the same parts the donut draws.
  const breakdown = paymentParts(result);
  return (
    <>
      <ResultList>
        <ResultLine label="Total Monthly Payment" value={formatPayment(result.totalPayment)} emphasis />
      </ResultList>
      <ResultList heading="Payment Breakdown">
        {breakdown.map((line) => (
          <ResultLine key={line.label} label={line.label} value={formatPayment(line.value)} />
        ))}
      </ResultList>
      {/* The placeholder reserves the donut's height, so its arrival does not shift the page. */}
      <Suspense fallback={<div className="mrn-donut mrn-donut--loading" />}>
        <PaymentDonut result={result} />
      </Suspense>
      <ResultList heading="Loan Summary">
        <ResultLine label="Loan Amount" value={formatTotal(result.loanAmount)} />
        <ResultLine label="Down Payment" value={formatTotal(result.downPayment)} />
        <ResultLine label="Down Payment Percentage" value={formatPercent(result.downPaymentPercent)} />
      </ResultList>
    </>
  );
}
