import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  name?: string;
  hint?: string;
}

export function SelectField({ label, value, options, onChange, name, hint }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="mrn-field" part="field">
      <label className="mrn-field__label" htmlFor={id} part="label">
        {label}
      </label>
      <select
        id={id}
        className="mrn-field__input mrn-field__input--select"
        part="input select"
        name={name}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="mrn-field__hint" part="hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
