import type { RateType } from '@mrn/sdk/schemas/rate-type';
import { useContext, useState } from 'react';
import { AmountInput } from '../primitives/AmountInput';
import { FieldShell, useFieldIds } from '../primitives/FieldShell';
import { describeTodaysRate, rateTypeOfTerm, todaysRateForLoan } from './todays-rate-for-loan';
import { TodaysRatesContext } from './todays-rates';

export interface RateFieldProps {
  label: string;
  /** The bare number as text; shown with a "%" after it. */
  value: string;
  onChange: (value: string) => void;
  /** Which current rate the "Use today's rate" button fills in (when no loan term says otherwise). */
  rateType?: RateType;
  /** The calculator's loan type (conventional, fha, va…) and term in years, as typed: they pick the series. */
  loanType?: string;
  termYears?: string;
  /** Shown beside the field (and marks it invalid): the rates the calculator accepts. */
  error?: string;
}

/**
 * An interest-rate field (step 0.01, spec §2) with a "Use today's rate" button beside it when the
 * host knows the current rate: the series of the calculator's loan type and term (FHA or VA where
 * chosen), and the field then says which it used. The button only fills the field: like typing, it
 * never calculates (spec §4: results change on Calculate! only). The button sits in the input's row,
 * so its arrival after the rates load moves nothing on the page.
 */
export function RateField({
  label,
  value,
  onChange,
  rateType = '30y',
  loanType,
  termYears,
  error,
}: RateFieldProps) {
  const ids = useFieldIds(undefined, error);
  const todays = useContext(TodaysRatesContext);
  const todaysRate = todaysRateForLoan(todays, { rateType: rateTypeOfTerm(termYears, rateType), loanType });
  const [used, setUsed] = useState<{ value: string; words: string }>();
  const words = todaysRate ? describeTodaysRate(todaysRate, todays?.sample === true) : '';
  // Said while the field still holds the rate the button put there.
  const usedNote = used && used.value === value ? used.words : undefined;
  return (
    <FieldShell ids={ids} label={label} error={error}>
      <div className="mrn-rate-field">
        <AmountInput
          ids={ids}
          unit="percent"
          value={value}
          step={0.01}
          invalid={Boolean(error)}
          onChange={onChange}
        />
        {todaysRate ? (
          <button
            type="button"
            className="mrn-rate-field__use"
            part="button use-todays-rate"
            title={words}
            onClick={() => {
              const filled = String(todaysRate.value);
              setUsed({ value: filled, words });
              onChange(filled);
            }}
          >
            Use today’s rate
          </button>
        ) : null}
      </div>
      <p className="mrn-rate-field__used" part="hint" aria-live="polite">
        {usedNote ? `Today’s rate used: ${usedNote}.` : ''}
      </p>
    </FieldShell>
  );
}
