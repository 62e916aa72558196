import ExtraPaymentCalculator from '@mrn/sdk/ui/calculators/ExtraPaymentCalculator.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';

export default function ExtraPaymentIsland({ ctaHref }: { ctaHref: string }) {
  return <ExtraPaymentCalculator ctaHref={ctaHref} onCalculate={() => trackCalculatorUse('extra-payment')} />;
}
