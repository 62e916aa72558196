import { formatPayment, formatPercent, formatTotal } from '../../finance/currency-format';
import {
  calculatePayment,
  PAYMENT_INPUT_BOUNDS,
  type PaymentField,
  type PaymentResult,
} from '../../finance/payment';
import { NumberField } from '../primitives/NumberField';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { Calculator } from './Calculator';
import type { CalculatorProps } from './calculator-props';
import { RateField } from './RateField';

export type PaymentCalculatorProps = CalculatorProps<PaymentField, PaymentResult>;

export default function PaymentCalculator(props: PaymentCalculatorProps) {
  return (
    <Calculator
      id="payment"
      calculate={calculatePayment}
      bounds={PAYMENT_INPUT_BOUNDS}
      host={props}
      inputsTitle="Loan Details"
      resultsTitle="Monthly Payment"
      promptSubject="your monthly payment breakdown"
      fields={(bind) => (
        <>
          <NumberField label="Home Price" {...bind('homePrice')} />
          <NumberField label="Down Payment" {...bind('downPayment')} />
          <RateField label="Interest Rate (%)" {...bind('interestRate')} />
          <NumberField label="Loan Term (years)" {...bind('loanTerm')} />
          <NumberField label="Annual Property Tax" {...bind('propertyTax')} />
          <NumberField label="Annual Home Insurance" {...bind('homeInsurance')} />
          <NumberField label="Monthly PMI" {...bind('pmi')} />
          <NumberField label="Monthly HOA Fees" {...bind('hoaFees')} />
        </>
      )}
      results={(result) => <PaymentResults result={result} />}
    />
  );
}

function PaymentResults({ result }: { result: PaymentResult }) {
  // Spec §2: each breakdown line only when above 0.
  const breakdown = [
    { label: 'Principal & Interest', value: result.principalAndInterest },
    { label: 'Property Tax', value: result.propertyTax },
    { label: 'Home Insurance', value: result.homeInsurance },
    { label: 'PMI', value: result.pmi },
    { label: 'HOA Fees', value: result.hoaFees },
  ].filter((line) => line.value > 0);
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
      <ResultList heading="Loan Summary">
        <ResultLine label="Loan Amount" value={formatTotal(result.loanAmount)} />
        <ResultLine label="Down Payment" value={formatTotal(result.downPayment)} />
        <ResultLine label="Down Payment Percentage" value={formatPercent(result.downPaymentPercent)} />
      </ResultList>
    </>
  );
}
