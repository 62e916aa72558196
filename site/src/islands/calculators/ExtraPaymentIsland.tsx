import ExtraPaymentCalculator from '@mrn/sdk/ui/calculators/ExtraPaymentCalculator.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useShareableInputs } from './use-shareable-inputs.ts';
import { useTodaysRates } from './use-todays-rates.ts';

export default function ExtraPaymentIsland({ ctaHref }: { ctaHref: string }) {
  const share = useShareableInputs('extra-payment');
  const todaysRates = useTodaysRates();
  return (
    <>
      <ExtraPaymentCalculator
        key={share.key}
        ctaHref={ctaHref}
        todaysRates={todaysRates}
        initialInputs={share.initialInputs}
        calculateOnStart={share.calculateOnStart}
        onCalculate={(_result, inputs) => {
          share.remember(inputs);
          trackCalculatorUse('extra-payment');
        }}
      />
      <ShareLinkButton url={share.url} />
    </>
  );
}
