import type { Ref } from 'react';

interface SelectFieldProps<Value extends string> {
  id: string;
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onValueChange: (value: Value) => void;
  hint?: string;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A labelled select with its hint and error tied to it for assistive technology. */
export default function SelectField<Value extends string>({
  id,
  label,
  value,
  options,
  onValueChange,
  hint,
  error,
  selectRef,
}: SelectFieldProps<Value>) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field app-field">
      <label htmlFor={id}>{label}</label>
      <select
        ref={selectRef}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value as Value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <span id={`${id}-hint`} className="app-field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="app-field-error">
          {error}
        </span>
      )}
    </div>
  );
}
