import RefinanceCalculator from '@mrn/sdk/ui/calculators/RefinanceCalculator.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useShareableInputs } from './use-shareable-inputs.ts';
import { useTodaysRates } from './use-todays-rates.ts';

export default function RefinanceIsland({ ctaHref }: { ctaHref: string }) {
  const share = useShareableInputs('refinance');
  const todaysRates = useTodaysRates();
  return (
    <>
      <RefinanceCalculator
        key={share.key}
        ctaHref={ctaHref}
        todaysRates={todaysRates}
        initialInputs={share.initialInputs}
        calculateOnStart={share.calculateOnStart}
        onCalculate={(_result, inputs) => {
          share.remember(inputs);
          trackCalculatorUse('refinance');
        }}
      />
      <ShareLinkButton url={share.url} />
    </>
  );
}
