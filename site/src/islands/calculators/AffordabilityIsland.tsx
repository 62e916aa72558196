import AffordabilityCalculator from '@mrn/sdk/ui/calculators/AffordabilityCalculator.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useShareableInputs } from './use-shareable-inputs.ts';
import { useTodaysRates } from './use-todays-rates.ts';

export default function AffordabilityIsland({ ctaHref }: { ctaHref: string }) {
  const share = useShareableInputs('affordability');
  const todaysRates = useTodaysRates();
  return (
    <>
      <AffordabilityCalculator
        key={share.key}
        ctaHref={ctaHref}
        todaysRates={todaysRates}
        initialInputs={share.initialInputs}
        calculateOnStart={share.calculateOnStart}
        onCalculate={(_result, inputs) => {
          share.remember(inputs);
          trackCalculatorUse('affordability');
        }}
      />
      <ShareLinkButton url={share.url} />
    </>
  );
}
