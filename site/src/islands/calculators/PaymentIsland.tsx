import { DEFAULT_LOAN_TERM_YEARS } from '@mrn/sdk/finance/loan-terms';
import { parseAmount } from '@mrn/sdk/finance/parse-amount';
import PaymentCalculator from '@mrn/widgets/ui/calculators/PaymentCalculator';
import { ShareableCalculator } from './ShareableCalculator.tsx';

/** The payment calculator reports its inputs and total with each Calculate! (spec §7). */
export default function PaymentIsland({ ctaHref }: { ctaHref: string }) {
  return (
    <ShareableCalculator
      id="payment"
      Calculator={PaymentCalculator}
      ctaHref={ctaHref}
      offersTodaysRates
      analyticsOf={(result, inputs) => ({
        home_price: parseAmount(inputs.homePrice),
        down_payment: parseAmount(inputs.downPayment),
        interest_rate: parseAmount(inputs.interestRate),
        loan_term: parseAmount(inputs.loanTerm, DEFAULT_LOAN_TERM_YEARS),
        total_payment: result.totalPayment,
      })}
    />
  );
}
