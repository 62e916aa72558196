import {
  AFFORDABILITY_INPUT_BOUNDS,
  type AffordabilityField,
  type AffordabilityResult,
  calculateAffordability,
  DEBT_RATIO_LIMIT_PERCENT,
  HOUSING_RATIO_LIMIT_PERCENT,
} from '../../finance/affordability';
import { formatPayment, formatTotal } from '../../finance/currency-format';
import { NumberField } from '../primitives/NumberField';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { Calculator } from './Calculator';
import type { CalculatorProps } from './calculator-props';
import { RateField } from './RateField';
import { RatioLine } from './RatioLine';

export type AffordabilityCalculatorProps = CalculatorProps<AffordabilityField, AffordabilityResult>;

export default function AffordabilityCalculator(props: AffordabilityCalculatorProps) {
  return (
    <Calculator
      id="affordability"
      calculate={calculateAffordability}
      bounds={AFFORDABILITY_INPUT_BOUNDS}
      host={props}
      inputsTitle="Your Finances"
      resultsTitle="What You Can Afford"
      promptSubject="how much home you can afford"
      fields={(bind) => (
        <>
          <NumberField label="Annual Gross Income" {...bind('annualIncome')} />
          <NumberField label="Monthly Debt Payments" {...bind('monthlyDebts')} />
          <NumberField label="Down Payment Available" {...bind('downPayment')} />
          <RateField label="Interest Rate (%)" {...bind('interestRate')} />
          <NumberField label="Loan Term (years)" {...bind('loanTerm')} />
          <NumberField label="Annual Property Tax (%)" step={0.1} {...bind('propertyTaxRate')} />
          <NumberField label="Annual Home Insurance (%)" step={0.1} {...bind('insuranceRate')} />
          <NumberField label="Annual PMI (% of loan)" step={0.1} {...bind('pmiRate')} />
        </>
      )}
      results={(result) => <AffordabilityResults result={result} />}
    />
  );
}

function AffordabilityResults({ result }: { result: AffordabilityResult }) {
  return (
    <>
      <ResultList>
        <ResultLine label="Maximum Home Price" value={formatTotal(result.maxHomePrice)} emphasis />
        <ResultLine label="Maximum Loan Amount" value={formatTotal(result.maxLoanAmount)} />
      </ResultList>
      <ResultList heading="Monthly Breakdown">
        <ResultLine label="Principal & Interest" value={formatPayment(result.principalInterest)} />
        <ResultLine label="Property Tax" value={formatPayment(result.monthlyPropertyTax)} />
        <ResultLine label="Home Insurance" value={formatPayment(result.monthlyInsurance)} />
        {result.monthlyPmi > 0 ? <ResultLine label="PMI" value={formatPayment(result.monthlyPmi)} /> : null}
        <ResultLine label="Total Monthly Payment" value={formatPayment(result.monthlyPayment)} />
      </ResultList>
      <ResultList heading="Debt Ratios">
        <RatioLine label="Housing Ratio" ratio={result.housingRatio} limit={HOUSING_RATIO_LIMIT_PERCENT} />
        <RatioLine
          label="Total Debt Ratio"
          ratio={result.debtToIncomeRatio}
          limit={DEBT_RATIO_LIMIT_PERCENT}
        />
      </ResultList>
    </>
  );
}
