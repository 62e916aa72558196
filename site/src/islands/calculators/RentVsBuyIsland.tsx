import RentVsBuyCalculator from '@mrn/sdk/ui/calculators/RentVsBuyCalculator.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useTodaysRates } from './use-todays-rates.ts';

export default function RentVsBuyIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <RentVsBuyCalculator
      ctaHref={ctaHref}
      todaysRates={useTodaysRates()}
      onCalculate={() => trackCalculatorUse('rent-vs-buy')}
    />
  );
}
