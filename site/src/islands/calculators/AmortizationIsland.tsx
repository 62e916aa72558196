import AmortizationCalculator from '@mrn/widgets/ui/calculators/AmortizationCalculator';
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
