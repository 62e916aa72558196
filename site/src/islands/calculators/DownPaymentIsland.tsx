import DownPaymentCalculator from '@mrn/sdk/ui/calculators/DownPaymentCalculator.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';

export default function DownPaymentIsland({ ctaHref }: { ctaHref: string }) {
  return <DownPaymentCalculator ctaHref={ctaHref} onCalculate={() => trackCalculatorUse('down-payment')} />;
}
