import InflationImpactCalculator from '@mrn/sdk/ui/calculators/InflationImpactCalculator.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';

export default function InflationImpactIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <InflationImpactCalculator ctaHref={ctaHref} onCalculate={() => trackCalculatorUse('inflation-impact')} />
  );
}
