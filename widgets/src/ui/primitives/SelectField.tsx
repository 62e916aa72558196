import { FieldShell, useFieldIds } from './FieldShell';

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
  const ids = useFieldIds(hint);
  return (
    <FieldShell ids={ids} label={label} hint={hint}>
      <select
        id={ids.id}
        className="mrn-field__input mrn-field__input--select"
        part="input select"
        name={name}
        value={value}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
