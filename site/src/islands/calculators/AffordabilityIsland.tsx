import AffordabilityCalculator from '@mrn/sdk/ui/calculators/AffordabilityCalculator.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';

export default function AffordabilityIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <AffordabilityCalculator ctaHref={ctaHref} onCalculate={() => trackCalculatorUse('affordability')} />
  );
}
