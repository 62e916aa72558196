import RentVsBuyCalculator from '@mrn/widgets/ui/calculators/RentVsBuyCalculator';
import { ShareableCalculator } from './ShareableCalculator.tsx';

export default function RentVsBuyIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <ShareableCalculator
      id="rent-vs-buy"
      Calculator={RentVsBuyCalculator}
      ctaHref={ctaHref}
      offersTodaysRates={true}
    />
  );
}
