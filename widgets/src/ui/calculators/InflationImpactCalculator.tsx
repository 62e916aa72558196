import { formatPercent, formatTotal } from '@mrn/sdk/finance/currency-format';
import { formatYears } from '@mrn/sdk/finance/display-format';
import {
  calculateInflationImpact,
  INFLATION_IMPACT_INPUT_BOUNDS,
  type InflationImpactResult,
} from '@mrn/sdk/finance/inflation-impact';
import { Notice, type NoticeTone } from '../primitives/Notice';
import { ResultLine } from '../primitives/ResultLine';
import { ResultList } from '../primitives/ResultList';
import { defineCalculator } from './Calculator';

export default defineCalculator({
  id: 'inflation-impact',
  calculate: calculateInflationImpact,
  bounds: INFLATION_IMPACT_INPUT_BOUNDS,
  fields: [
    { field: 'homePrice', label: 'Current Home Price' },
    { field: 'yearsToWait', label: 'Years to Wait' },
    { field: 'inflationRate', label: 'Expected Inflation (%/year)', step: 0.1 },
    { field: 'downPaymentPercent', label: 'Down Payment (%)', step: 0.1 },
    { field: 'annualIncome', label: 'Current Annual Income' },
    { field: 'incomeGrowth', label: 'Income Growth (%/year)', step: 0.1 },
    { field: 'currentSavings', label: 'Current Savings' },
    { field: 'monthlySavings', label: 'Monthly Savings' },
  ],
  results: (result) => <InflationImpactResults result={result} />,
});

const SUMMARY: Record<InflationImpactResult['summaryTone'], { tone: NoticeTone; title: string }> = {
  significant: { tone: 'danger', title: 'Significant impact:' },
  'less affordable': { tone: 'warning', title: 'Less affordable:' },
  neutral: { tone: 'positive', title: 'Keeping pace:' },
};

function summaryText(result: InflationImpactResult, wait: string): string {
  const points = Math.abs(result.realPriceIncrease).toFixed(1);
  if (result.summaryTone === 'neutral') {
    return `Over ${wait} your income is expected to grow at least as fast as home prices, so waiting does not make this home harder to afford.`;
  }
  return `Over ${wait} home prices are expected to rise ${points} percentage points more than your income, so the same home takes a larger share of your earnings.`;
}

function priceToIncomeText(ratio: number): string {
  return ratio > 0 ? `${ratio.toFixed(1)}x income` : 'No income entered';
}

/** The same three affordability facts, for today and for after the wait. */
function AffordabilityPanel({
  heading,
  priceToIncome,
  downPaymentCoverage,
  canAfford,
}: {
  heading: string;
  priceToIncome: number;
  downPaymentCoverage: number;
  canAfford: boolean;
}) {
  return (
    <ResultList heading={heading}>
      <ResultLine label="Home Price to Income" value={priceToIncomeText(priceToIncome)} />
      <ResultLine label="Down Payment Covered" value={formatPercent(downPaymentCoverage, 0)} />
      <ResultLine
        label="Savings Cover Down Payment"
        value={canAfford ? 'Yes' : 'No'}
        tone={canAfford ? 'positive' : 'warning'}
      />
    </ResultList>
  );
}

function InflationImpactResults({ result }: { result: InflationImpactResult }) {
  const wait = formatYears(result.years);
  const later = `in ${wait}`;
  const summary = SUMMARY[result.summaryTone];
  return (
    <>
      <ResultList heading="Home Price Impact">
        <ResultLine label="Price Today" value={formatTotal(result.currentPrice)} />
        <ResultLine label={`Price ${later}`} value={formatTotal(result.futurePrice)} emphasis />
        <ResultLine label="Increase" value={formatTotal(result.priceIncrease)} />
      </ResultList>
      <ResultList heading="Down Payment Impact">
        <ResultLine label="Down Payment Today" value={formatTotal(result.currentDownPayment)} />
        <ResultLine label={`Down Payment ${later}`} value={formatTotal(result.futureDownPayment)} />
        <ResultLine label="Increase" value={formatTotal(result.downPaymentIncrease)} />
      </ResultList>
      <ResultList heading="Purchasing Power">
        <ResultLine label="Buying Power Lost" value={formatPercent(result.purchasingPowerLossPercent)} />
        <ResultLine
          label="Future Savings in Today's Dollars"
          value={formatTotal(result.futureSavingsInTodaysDollars)}
        />
      </ResultList>
      <ResultList heading="Savings Growth">
        <ResultLine label="Savings Today" value={formatTotal(result.currentSavings)} />
        <ResultLine label={`Savings ${later}`} value={formatTotal(result.futureSavings)} />
        <ResultLine label="Growth" value={formatTotal(result.savingsIncrease)} />
      </ResultList>
      <div className="mrn-calculator__panels">
        <AffordabilityPanel
          heading="Affordability Today"
          priceToIncome={result.currentPriceToIncome}
          downPaymentCoverage={result.currentDownPaymentCoverage}
          canAfford={result.canAffordNow}
        />
        <AffordabilityPanel
          heading={`Affordability ${later}`}
          priceToIncome={result.futurePriceToIncome}
          downPaymentCoverage={result.futureDownPaymentCoverage}
          canAfford={result.canAffordLater}
        />
      </div>
      <Notice tone={summary.tone} title={summary.title}>
        {summaryText(result, wait)}
      </Notice>
    </>
  );
}
