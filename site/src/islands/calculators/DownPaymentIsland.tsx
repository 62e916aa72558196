import DownPaymentCalculator from '@mrn/sdk/ui/calculators/DownPaymentCalculator.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useShareableInputs } from './use-shareable-inputs.ts';

export default function DownPaymentIsland({ ctaHref }: { ctaHref: string }) {
  const share = useShareableInputs('down-payment');
  return (
    <>
      <DownPaymentCalculator
        key={share.key}
        ctaHref={ctaHref}
        initialInputs={share.initialInputs}
        calculateOnStart={share.calculateOnStart}
        onCalculate={(_result, inputs) => {
          share.remember(inputs);
          trackCalculatorUse('down-payment');
        }}
      />
      <ShareLinkButton url={share.url} />
    </>
  );
}
