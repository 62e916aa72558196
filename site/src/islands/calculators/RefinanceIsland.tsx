import RefinanceCalculator from '@mrn/sdk/ui/calculators/RefinanceCalculator.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useTodaysRates } from './use-todays-rates.ts';

export default function RefinanceIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <RefinanceCalculator
      ctaHref={ctaHref}
      todaysRates={useTodaysRates()}
      onCalculate={() => trackCalculatorUse('refinance')}
    />
  );
}
