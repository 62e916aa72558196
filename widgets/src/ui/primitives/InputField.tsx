import { FieldInput, type FieldInputProps } from './FieldInput';
import { FieldShell, useFieldIds } from './FieldShell';

export interface InputFieldProps extends Omit<FieldInputProps, 'ids' | 'aria-invalid'> {
  label: string;
  hint?: string;
  /** Shown under the field (and marks it invalid); the caller decides when the value is invalid. */
  error?: string;
}

/**
 * A labelled <input>: the shell's label, hint and error around one FieldInput that cites them.
 * TextField, NumberField and DateField are this with their input type and keyboard set.
 */
export function InputField({ label, hint, error, ...input }: InputFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <FieldInput ids={ids} {...input} aria-invalid={error ? true : undefined} />
    </FieldShell>
  );
}
