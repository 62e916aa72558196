import { useId } from 'react';
import { TARGET_RATE_MAX, TARGET_RATE_MIN } from './validate-lead';

export interface TargetRateFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A percent input with a visible "%" and its own error line (NumberField has no error slot). */
export function TargetRateField({ value, onChange, error }: TargetRateFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="mrn-field" part="field">
      <label className="mrn-field__label" htmlFor={id} part="label">
        Target rate (%)
      </label>
      <input
        id={id}
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
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id={hintId} className="mrn-field__hint" part="hint">
        For example 5.75
      </p>
      {error ? (
        <p id={errorId} className="mrn-field__error" part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
