import RentVsBuyCalculator from '@mrn/sdk/ui/calculators/RentVsBuyCalculator.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';

export default function RentVsBuyIsland({ ctaHref }: { ctaHref: string }) {
  return <RentVsBuyCalculator ctaHref={ctaHref} onCalculate={() => trackCalculatorUse('rent-vs-buy')} />;
}
