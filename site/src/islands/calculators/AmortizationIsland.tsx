import AmortizationCalculator from '@mrn/sdk/ui/calculators/AmortizationCalculator.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';

export default function AmortizationIsland({ ctaHref }: { ctaHref: string }) {
  return <AmortizationCalculator ctaHref={ctaHref} onCalculate={() => trackCalculatorUse('amortization')} />;
}
