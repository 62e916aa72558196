import { useId } from 'react';

export interface DateFieldProps {
  label: string;
  /** ISO date text, 'YYYY-MM-DD', or '' when not chosen (date fields here are optional). */
  value: string;
  onChange: (value: string) => void;
  name?: string;
  hint?: string;
}

export function DateField({ label, value, onChange, name, hint }: DateFieldProps) {
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
        type="date"
        name={name}
        value={value}
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
