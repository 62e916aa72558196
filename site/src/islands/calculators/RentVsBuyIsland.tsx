import RentVsBuyCalculator from '@mrn/sdk/ui/calculators/RentVsBuyCalculator.tsx';
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
