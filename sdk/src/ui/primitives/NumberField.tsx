import { useId } from 'react';

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
}

export function NumberField({ label, value, onChange, step, min, max, hint, name }: NumberFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="mrn-field" part="field">
      <label className="mrn-field__label" htmlFor={id} part="label">
        {label}
      </label>
      <input
        id={id}
        className="mrn-field__input"
        part="input"
        type="number"
        inputMode="decimal"
        name={name}
        value={value}
        step={step}
        min={min}
        max={max}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {hint ? (
        <p id={hintId} className="mrn-field__hint" part="hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
