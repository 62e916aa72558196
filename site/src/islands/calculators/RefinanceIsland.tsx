import RefinanceCalculator from '@mrn/sdk/ui/calculators/RefinanceCalculator.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';

export default function RefinanceIsland({ ctaHref }: { ctaHref: string }) {
  return <RefinanceCalculator ctaHref={ctaHref} onCalculate={() => trackCalculatorUse('refinance')} />;
}
