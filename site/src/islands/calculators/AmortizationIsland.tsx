import AmortizationCalculator from '@mrn/sdk/ui/calculators/AmortizationCalculator.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useTodaysRates } from './use-todays-rates.ts';

export default function AmortizationIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <AmortizationCalculator
      ctaHref={ctaHref}
      todaysRates={useTodaysRates()}
      onCalculate={() => trackCalculatorUse('amortization')}
    />
  );
}
