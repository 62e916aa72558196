import AffordabilityCalculator from '@mrn/sdk/ui/calculators/AffordabilityCalculator.tsx';
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
