import { TARGET_RATE_MAX, TARGET_RATE_MIN } from '../../schemas/target-rate';
import { FieldShell, useFieldIds } from '../primitives/FieldShell';

export interface TargetRateFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

const HINT = 'For example 5.75';

/** A percent input with a visible "%" and its own error line (NumberField has no error slot). */
export function TargetRateField({ value, onChange, error }: TargetRateFieldProps) {
  const ids = useFieldIds(HINT, error);
  return (
    <FieldShell ids={ids} label="Target rate (%)" hint={HINT} error={error}>
      <input
        id={ids.id}
        className="mrn-field__input"
        part="input"
        type="number"
        inputMode="decimal"
        name="targetRate"
        step={0.01}
        min={TARGET_RATE_MIN}
        max={TARGET_RATE_MAX}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FieldShell>
  );
}
