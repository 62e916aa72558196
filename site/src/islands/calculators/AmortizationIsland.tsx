import AmortizationCalculator from '@mrn/sdk/ui/calculators/AmortizationCalculator.tsx';
import { ShareableCalculator } from './ShareableCalculator.tsx';

export default function AmortizationIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <ShareableCalculator
      id="amortization"
      Calculator={AmortizationCalculator}
      ctaHref={ctaHref}
      offersTodaysRates={true}
    />
  );
}
