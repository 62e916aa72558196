import ExtraPaymentCalculator from '@mrn/widgets/ui/calculators/ExtraPaymentCalculator';
import { ShareableCalculator } from './ShareableCalculator.tsx';

export default function ExtraPaymentIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <ShareableCalculator
      id="extra-payment"
      Calculator={ExtraPaymentCalculator}
      ctaHref={ctaHref}
      offersTodaysRates={true}
    />
  );
}
