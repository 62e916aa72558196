import TermComparisonCalculator from '@mrn/widgets/ui/calculators/TermComparisonCalculator';
import { ShareableCalculator } from './ShareableCalculator.tsx';

export default function TermComparisonIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <ShareableCalculator
      id="15-vs-30"
      Calculator={TermComparisonCalculator}
      ctaHref={ctaHref}
      offersTodaysRates={true}
    />
  );
}
