import type { Ref } from 'react';
import AppField, { appFieldIds } from './AppField.tsx';

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
  const ids = appFieldIds(id, hint, error);
  return (
    <AppField ids={ids} label={label} hint={hint} error={error}>
      <select
        ref={selectRef}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value as Value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </AppField>
  );
}
