import TermComparisonCalculator from '@mrn/sdk/ui/calculators/TermComparisonCalculator.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useTodaysRates } from './use-todays-rates.ts';

export default function TermComparisonIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <TermComparisonCalculator
      ctaHref={ctaHref}
      todaysRates={useTodaysRates()}
      onCalculate={() => trackCalculatorUse('15-vs-30')}
    />
  );
}
