import { FieldShell, useFieldIds } from './FieldShell';

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
  const ids = useFieldIds(hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input
        id={ids.id}
        className="mrn-field__input"
        part="input"
        type={type}
        name={name}
        value={value}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FieldShell>
  );
}
