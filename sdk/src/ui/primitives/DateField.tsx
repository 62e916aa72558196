import { FieldShell, useFieldIds } from './FieldShell';

export interface DateFieldProps {
  label: string;
  /** ISO date text, 'YYYY-MM-DD', or '' when not chosen (date fields here are optional). */
  value: string;
  onChange: (value: string) => void;
  name?: string;
  hint?: string;
}

export function DateField({ label, value, onChange, name, hint }: DateFieldProps) {
  const ids = useFieldIds(hint);
  return (
    <FieldShell ids={ids} label={label} hint={hint}>
      <input
        id={ids.id}
        className="mrn-field__input"
        part="input"
        type="date"
        name={name}
        value={value}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FieldShell>
  );
}
