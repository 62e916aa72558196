import DownPaymentCalculator from '@mrn/widgets/ui/calculators/DownPaymentCalculator';
import { ShareableCalculator } from './ShareableCalculator.tsx';

export default function DownPaymentIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <ShareableCalculator
      id="down-payment"
      Calculator={DownPaymentCalculator}
      ctaHref={ctaHref}
      offersTodaysRates={false}
    />
  );
}
