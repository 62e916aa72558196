import RefinanceCalculator from '@mrn/widgets/ui/calculators/RefinanceCalculator';
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
