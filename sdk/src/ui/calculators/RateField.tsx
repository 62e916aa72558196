import { useContext } from 'react';
import type { RateType } from '../../schemas/rate-type';
import { AmountInput } from '../primitives/AmountInput';
import { FieldShell, useFieldIds } from '../primitives/FieldShell';
import { TodaysRatesContext } from './todays-rates';

export interface RateFieldProps {
  label: string;
  /** The bare number as text; shown with a "%" after it. */
  value: string;
  onChange: (value: string) => void;
  /** Which current rate the "Use today's rate" button fills in. */
  rateType?: RateType;
  /** Shown beside the field (and marks it invalid): the rates the calculator accepts. */
  error?: string;
}

/**
 * An interest-rate field (step 0.01, spec §2) with a "Use today's rate" button beside it when the
 * host knows the current rate. The button only fills the field: like typing, it never calculates
 * (spec §4: results change on Calculate! only). The button sits in the input's row, so its
 * arrival after the rates load moves nothing on the page.
 */
export function RateField({ label, value, onChange, rateType = '30y', error }: RateFieldProps) {
  const ids = useFieldIds(undefined, error);
  const todays = useContext(TodaysRatesContext);
  const todaysRate = todays?.rates.find((rate) => rate.type === rateType);
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
            // Labels spelled here: importing schemas/rate-type would pull zod into every calculator chunk.
            title={`${rateType === '15y' ? 15 : 30}-year fixed: ${todaysRate.value}% on ${todaysRate.date}${todays?.sample ? ' (sample data)' : ''}`}
            onClick={() => onChange(String(todaysRate.value))}
          >
            Use today’s rate
          </button>
        ) : null}
      </div>
    </FieldShell>
  );
}
