import ExtraPaymentCalculator from '@mrn/sdk/ui/calculators/ExtraPaymentCalculator.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useTodaysRates } from './use-todays-rates.ts';

export default function ExtraPaymentIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <ExtraPaymentCalculator
      ctaHref={ctaHref}
      todaysRates={useTodaysRates()}
      onCalculate={() => trackCalculatorUse('extra-payment')}
    />
  );
}
