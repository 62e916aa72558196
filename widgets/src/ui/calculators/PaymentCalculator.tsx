import { formatPayment, formatPercent, formatTotal } from '@mrn/sdk/finance/currency-format';
import { mortgageInsuranceLabel } from '@mrn/sdk/finance/loan-type';
import {
  calculatePayment,
  PAYMENT_INPUT_BOUNDS,
  type PaymentResult,
  paymentRefusal,
} from '@mrn/sdk/finance/payment';
import { lazy, Suspense } from 'react';
import { paymentParts } from '../chart/payment-parts';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { defineCalculator } from './Calculator';
import { CashToClose } from './CashToClose';
import { homePurchaseFields } from './loan-fields';
import { loanOptionsSection, paymentsAsYears, rateText, upfrontFeeLabel } from './loan-options';
import { UpfrontFeeLines } from './UpfrontFeeLines';

// Loaded only once there is a result, so the calculator's first render does not carry the chart.
const PaymentDonut = lazy(() => import('../chart/PaymentDonut'));

const PMI_FIELD_LABEL = 'Monthly PMI';

export default defineCalculator({
  id: 'payment',
  calculate: calculatePayment,
  refuse: paymentRefusal,
  bounds: PAYMENT_INPUT_BOUNDS,
  fields: [
    ...homePurchaseFields('loanType'),
    { field: 'pmi', label: PMI_FIELD_LABEL },
    { field: 'hoaFees', label: 'Monthly HOA Fees' },
  ],
  ...loanOptionsSection(PMI_FIELD_LABEL),
  results: (result) => <PaymentResults result={result} />,
});

function PaymentResults({ result }: { result: PaymentResult }) {
  // Spec §2: each breakdown line only when above 0, the same parts the donut draws.
  const breakdown = paymentParts(result);
  const insurance = mortgageInsuranceLabel(result.loanType);
  const feeLabel = upfrontFeeLabel(result.loanType);
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
        <UpfrontFeeLines result={result} />
        {result.pmi > 0 && result.mortgageInsurancePercent !== null ? (
          <ResultLine
            label={`${insurance} Rate`}
            value={`${rateText(result.mortgageInsurancePercent)} a year`}
          />
        ) : null}
        <MortgageInsuranceEnd result={result} />
      </ResultList>
      <CashToClose result={result} feeLabel={feeLabel} />
    </>
  );
}

/** When the PMI or FHA MIP in the payment stops (issue 13 item 19). */
function MortgageInsuranceEnd({ result }: { result: PaymentResult }) {
  const payments = result.mortgageInsurancePayments;
  if (!(result.pmi > 0) || payments <= 0) return null;
  if (result.loanType === 'fha') {
    return (
      <ResultLine
        label="FHA MIP Lasts"
        value={payments >= result.paymentCount ? 'The life of the loan' : paymentsAsYears(payments)}
      />
    );
  }
  return (
    <ResultLine
      label="PMI Ends After"
      value={`Payment ${payments} (${paymentsAsYears(payments)})`}
      note=" when the balance is scheduled to reach 78% of the price"
    />
  );
}
