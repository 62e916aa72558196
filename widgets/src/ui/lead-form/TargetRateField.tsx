import { TARGET_RATE_MAX, TARGET_RATE_MIN } from '@mrn/sdk/schemas/target-rate';
import { InputField } from '../primitives/InputField';

export interface TargetRateFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A percent input with a visible "%" in its label, the schema's bounds and its own error line. */
export function TargetRateField({ value, onChange, error }: TargetRateFieldProps) {
  return (
    <InputField
      label="Target rate (%)"
      hint="For example 5.75"
      error={error}
      type="number"
      inputMode="decimal"
      name="targetRate"
      step={0.01}
      min={TARGET_RATE_MIN}
      max={TARGET_RATE_MAX}
      value={value}
      onChange={onChange}
    />
  );
}
