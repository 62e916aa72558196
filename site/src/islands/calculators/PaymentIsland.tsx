import { DEFAULT_LOAN_TERM_YEARS } from '@mrn/sdk/finance/loan-terms';
import { parseAmount } from '@mrn/sdk/finance/parse-amount';
import PaymentCalculator from '@mrn/sdk/ui/calculators/PaymentCalculator.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useShareableInputs } from './use-shareable-inputs.ts';
import { useTodaysRates } from './use-todays-rates.ts';

/** The payment calculator reports its inputs and total with each Calculate! (spec §7). */
export default function PaymentIsland({ ctaHref }: { ctaHref: string }) {
  const share = useShareableInputs('payment');
  const todaysRates = useTodaysRates();
  return (
    <>
      <PaymentCalculator
        key={share.key}
        ctaHref={ctaHref}
        todaysRates={todaysRates}
        initialInputs={share.initialInputs}
        calculateOnStart={share.calculateOnStart}
        onCalculate={(result, inputs) => {
          share.remember(inputs);
          trackCalculatorUse('payment', {
            home_price: parseAmount(inputs.homePrice),
            down_payment: parseAmount(inputs.downPayment),
            interest_rate: parseAmount(inputs.interestRate),
            loan_term: parseAmount(inputs.loanTerm, DEFAULT_LOAN_TERM_YEARS),
            total_payment: result.totalPayment,
          });
        }}
      />
      <ShareLinkButton url={share.url} />
    </>
  );
}
