import { FieldInput } from './FieldInput';
import { FieldShell, useFieldIds } from './FieldShell';

export interface NumberFieldProps {
  label: string;
  /** Held as text, exactly as typed: parsing belongs to the finance module, not the field. */
  value: string;
  onChange: (value: string) => void;
  /** Rate fields use 0.01, other percents 0.1; money keeps the browser default of 1. */
  step?: number;
  min?: number;
  max?: number;
  hint?: string;
  name?: string;
  /** Shown beside the field (and marks it invalid): what the calculator accepts there. */
  error?: string;
}

export function NumberField({ label, value, onChange, step, min, max, hint, name, error }: NumberFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <FieldInput
        ids={ids}
        type="number"
        inputMode="decimal"
        name={name}
        value={value}
        step={step}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
      />
    </FieldShell>
  );
}
