import InflationImpactCalculator from '@mrn/sdk/ui/calculators/InflationImpactCalculator.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useShareableInputs } from './use-shareable-inputs.ts';

export default function InflationImpactIsland({ ctaHref }: { ctaHref: string }) {
  const share = useShareableInputs('inflation-impact');
  return (
    <>
      <InflationImpactCalculator
        key={share.key}
        ctaHref={ctaHref}
        initialInputs={share.initialInputs}
        calculateOnStart={share.calculateOnStart}
        onCalculate={(_result, inputs) => {
          share.remember(inputs);
          trackCalculatorUse('inflation-impact');
        }}
      />
      <ShareLinkButton url={share.url} />
    </>
  );
}
