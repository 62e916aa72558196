import AffordabilityCalculator from '@mrn/widgets/ui/calculators/AffordabilityCalculator';
import { ShareableCalculator } from './ShareableCalculator.tsx';

export default function AffordabilityIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <ShareableCalculator
      id="affordability"
      Calculator={AffordabilityCalculator}
      ctaHref={ctaHref}
      offersTodaysRates={true}
    />
  );
}
