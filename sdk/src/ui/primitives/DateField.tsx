import { FieldInput } from './FieldInput';
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
      <FieldInput ids={ids} type="date" name={name} value={value} onChange={onChange} />
    </FieldShell>
  );
}
