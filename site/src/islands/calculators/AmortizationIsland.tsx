import AmortizationCalculator from '@mrn/sdk/ui/calculators/AmortizationCalculator.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useShareableInputs } from './use-shareable-inputs.ts';
import { useTodaysRates } from './use-todays-rates.ts';

export default function AmortizationIsland({ ctaHref }: { ctaHref: string }) {
  const share = useShareableInputs('amortization');
  const todaysRates = useTodaysRates();
  return (
    <>
      <AmortizationCalculator
        key={share.key}
        ctaHref={ctaHref}
        todaysRates={todaysRates}
        initialInputs={share.initialInputs}
        calculateOnStart={share.calculateOnStart}
        onCalculate={(_result, inputs) => {
          share.remember(inputs);
          trackCalculatorUse('amortization');
        }}
      />
      <ShareLinkButton url={share.url} />
    </>
  );
}
