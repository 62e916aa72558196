import TermComparisonCalculator from '@mrn/sdk/ui/calculators/TermComparisonCalculator.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useShareableInputs } from './use-shareable-inputs.ts';
import { useTodaysRates } from './use-todays-rates.ts';

export default function TermComparisonIsland({ ctaHref }: { ctaHref: string }) {
  const share = useShareableInputs('15-vs-30');
  const todaysRates = useTodaysRates();
  return (
    <>
      <TermComparisonCalculator
        key={share.key}
        ctaHref={ctaHref}
        todaysRates={todaysRates}
        initialInputs={share.initialInputs}
        calculateOnStart={share.calculateOnStart}
        onCalculate={(_result, inputs) => {
          share.remember(inputs);
          trackCalculatorUse('15-vs-30');
        }}
      />
      <ShareLinkButton url={share.url} />
    </>
  );
}
