import {
  AFFORDABILITY_INPUT_BOUNDS,
  type AffordabilityResult,
  calculateAffordability,
  DEBT_RATIO_LIMIT_PERCENT,
  HOUSING_RATIO_LIMIT_PERCENT,
} from '@mrn/sdk/finance/affordability';
import { formatPayment, formatTotal } from '@mrn/sdk/finance/currency-format';
import { affordabilityLoanProgramRefusal } from '@mrn/sdk/finance/loan-program-refusal';
import { mortgageInsuranceLabel } from '@mrn/sdk/finance/loan-type';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { defineCalculator } from './Calculator';
import { CashToClose } from './CashToClose';
import { rateAndTermFields } from './loan-fields';
import { loanOptionsSection, rateText, upfrontFeeLabel } from './loan-options';
import { RatioLine } from './RatioLine';
import { UpfrontFeeLines } from './UpfrontFeeLines';

const PMI_FIELD_LABEL = 'Annual PMI (% of loan)';

export default defineCalculator({
  id: 'affordability',
  calculate: calculateAffordability,
  refuse: affordabilityLoanProgramRefusal,
  bounds: AFFORDABILITY_INPUT_BOUNDS,
  fields: [
    { field: 'annualIncome', label: 'Annual Gross Income' },
    { field: 'monthlyDebts', label: 'Monthly Debt Payments' },
    { field: 'downPayment', label: 'Down Payment Available' },
    ...rateAndTermFields('loanType'),
    { field: 'propertyTaxRate', label: 'Annual Property Tax (%)', step: 0.1 },
    { field: 'insuranceRate', label: 'Annual Home Insurance (%)', step: 0.1 },
    { field: 'pmiRate', label: PMI_FIELD_LABEL, step: 0.1 },
  ],
  ...loanOptionsSection(PMI_FIELD_LABEL),
  results: (result) => <AffordabilityResults result={result} />,
});

function AffordabilityResults({ result }: { result: AffordabilityResult }) {
  const feeLabel = upfrontFeeLabel(result.loanType);
  const insurance = mortgageInsuranceLabel(result.loanType);
  return (
    <>
      <ResultList>
        <ResultLine
          label="Maximum Home Price"
          value={formatTotal(result.maxHomePrice)}
          emphasis
          note={result.limitedByMinimumDown ? ' set by FHA’s 3.5% minimum down payment' : undefined}
        />
        <ResultLine label="Maximum Loan Amount" value={formatTotal(result.maxLoanAmount)} />
        <UpfrontFeeLines result={result} />
      </ResultList>
      <ResultList heading="Monthly Breakdown">
        <ResultLine label="Principal & Interest" value={formatPayment(result.principalInterest)} />
        <ResultLine label="Property Tax" value={formatPayment(result.monthlyPropertyTax)} />
        <ResultLine label="Home Insurance" value={formatPayment(result.monthlyInsurance)} />
        {result.monthlyPmi > 0 ? (
          <ResultLine
            label={insurance}
            value={formatPayment(result.monthlyPmi)}
            note={
              result.mortgageInsuranceByProgram
                ? ` ${rateText(result.mortgageInsurancePercent)} a year`
                : undefined
            }
          />
        ) : null}
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
      <CashToClose result={result} feeLabel={feeLabel} />
    </>
  );
}
