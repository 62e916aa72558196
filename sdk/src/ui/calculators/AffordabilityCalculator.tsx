import {
  AFFORDABILITY_INPUT_BOUNDS,
  type AffordabilityResult,
  calculateAffordability,
  DEBT_RATIO_LIMIT_PERCENT,
  HOUSING_RATIO_LIMIT_PERCENT,
} from '../../finance/affordability';
import { formatPayment, formatTotal } from '../../finance/currency-format';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { defineCalculator } from './Calculator';
import { RatioLine } from './RatioLine';

export default defineCalculator({
  id: 'affordability',
  calculate: calculateAffordability,
  bounds: AFFORDABILITY_INPUT_BOUNDS,
  fields: [
    { field: 'annualIncome', label: 'Annual Gross Income' },
    { field: 'monthlyDebts', label: 'Monthly Debt Payments' },
    { field: 'downPayment', label: 'Down Payment Available' },
    { field: 'interestRate', label: 'Interest Rate (%)', kind: 'rate' },
    { field: 'loanTerm', label: 'Loan Term (years)' },
    { field: 'propertyTaxRate', label: 'Annual Property Tax (%)', step: 0.1 },
    { field: 'insuranceRate', label: 'Annual Home Insurance (%)', step: 0.1 },
    { field: 'pmiRate', label: 'Annual PMI (% of loan)', step: 0.1 },
  ],
  results: (result) => <AffordabilityResults result={result} />,
});

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
