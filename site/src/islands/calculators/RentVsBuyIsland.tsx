import RentVsBuyCalculator from '@mrn/sdk/ui/calculators/RentVsBuyCalculator.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useShareableInputs } from './use-shareable-inputs.ts';
import { useTodaysRates } from './use-todays-rates.ts';

export default function RentVsBuyIsland({ ctaHref }: { ctaHref: string }) {
  const share = useShareableInputs('rent-vs-buy');
  const todaysRates = useTodaysRates();
  return (
    <>
      <RentVsBuyCalculator
        key={share.key}
        ctaHref={ctaHref}
        todaysRates={todaysRates}
        initialInputs={share.initialInputs}
        calculateOnStart={share.calculateOnStart}
        onCalculate={(_result, inputs) => {
          share.remember(inputs);
          trackCalculatorUse('rent-vs-buy');
        }}
      />
      <ShareLinkButton url={share.url} />
    </>
  );
}
