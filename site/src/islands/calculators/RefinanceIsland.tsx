import RefinanceCalculator from '@mrn/sdk/ui/calculators/RefinanceCalculator.tsx';
import { ShareableCalculator } from './ShareableCalculator.tsx';

export default function RefinanceIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <ShareableCalculator
      id="refinance"
      Calculator={RefinanceCalculator}
      ctaHref={ctaHref}
      offersTodaysRates={true}
    />
  );
}
