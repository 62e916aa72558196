import InflationImpactCalculator from '@mrn/widgets/ui/calculators/InflationImpactCalculator';
import { ShareableCalculator } from './ShareableCalculator.tsx';

export default function InflationImpactIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <ShareableCalculator
      id="inflation-impact"
      Calculator={InflationImpactCalculator}
      ctaHref={ctaHref}
      offersTodaysRates={false}
    />
  );
}
