import { AmountInput, type AmountInputProps } from './AmountInput';
import { FieldShell, useFieldIds } from './FieldShell';

/** AmountInput's value, unit and step props; the field itself supplies the ids and the invalid mark. */
export interface AmountFieldProps extends Omit<AmountInputProps, 'ids' | 'invalid'> {
  label: string;
  hint?: string;
  /** Shown beside the field (and marks it invalid): what the calculator accepts there. */
  error?: string;
}

/**
 * A labelled amount field for the calculators: thousands separators while typing, the unit drawn
 * beside the number, the phone's number keypad. Its own component (not NumberField's), so the lead
 * form, which is built on the same shell, never carries the formatting code.
 */
export function AmountField({ label, hint, error, ...input }: AmountFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <AmountInput ids={ids} {...input} invalid={Boolean(error)} />
    </FieldShell>
  );
}
