import AffordabilityCalculator from '@mrn/sdk/ui/calculators/AffordabilityCalculator.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useTodaysRates } from './use-todays-rates.ts';

export default function AffordabilityIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <AffordabilityCalculator
      ctaHref={ctaHref}
      todaysRates={useTodaysRates()}
      onCalculate={() => trackCalculatorUse('affordability')}
    />
  );
}
