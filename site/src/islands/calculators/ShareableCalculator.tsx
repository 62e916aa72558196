import type { CalculatorId } from '@mrn/sdk/finance/defaults';
import type { CalculatorProps, FieldTexts } from '@mrn/widgets/ui/calculators/calculator-props';
import type { ComponentType } from 'react';
import type { EventProperties } from '../../scripts/analytics/client.ts';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { trackCalculatorUse } from './track-calculator-use.ts';
import { useShareableInputs } from './use-shareable-inputs.ts';
import { useTodaysRates } from './use-todays-rates.ts';

interface ShareableCalculatorProps<Field extends string, Result> {
  id: CalculatorId;
  Calculator: ComponentType<CalculatorProps<Field, Result>>;
  ctaHref: string;
  /** Whether the calculator has a rate field, which then offers "Use today's rate". */
  offersTodaysRates: boolean;
  /** What a calculation reports to analytics besides its name (the payment calculator's figures). */
  analyticsOf?: (result: Result, inputs: FieldTexts<Field>) => EventProperties;
}

/**
 * A calculator page's island: the calculator with today's rates, inputs that round-trip through the
 * page address with a copy-link button, and one analytics event per Calculate!.
 */
export function ShareableCalculator<Field extends string, Result>({
  id,
  Calculator,
  ctaHref,
  offersTodaysRates,
  analyticsOf,
}: ShareableCalculatorProps<Field, Result>) {
  const share = useShareableInputs(id);
  const todaysRates = useTodaysRates(offersTodaysRates);
  return (
    <>
      <Calculator
        key={share.key}
        ctaHref={ctaHref}
        todaysRates={todaysRates}
        initialInputs={share.initialInputs as Partial<FieldTexts<Field>> | undefined}
        calculateOnStart={share.calculateOnStart}
        onCalculate={(result, inputs) => {
          share.remember(inputs);
          trackCalculatorUse(id, analyticsOf?.(result, inputs));
        }}
      />
      <ShareLinkButton url={share.url} />
    </>
  );
}
