import { useId } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  name?: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  /** Shown under the field and announced with it; the caller decides when the value is invalid. */
  error?: string;
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  name,
  hint,
  required,
  autoComplete,
  error,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="mrn-field" part="field">
      <label className="mrn-field__label" htmlFor={id} part="label">
        {label}
      </label>
      <input
        id={id}
        className="mrn-field__input"
        part="input"
        type={type}
        name={name}
        value={value}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {hint ? (
        <p id={hintId} className="mrn-field__hint" part="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mrn-field__error" part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
