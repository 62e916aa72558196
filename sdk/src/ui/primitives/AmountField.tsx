import { AmountInput, type AmountUnit } from './AmountInput';
import { FieldShell, useFieldIds } from './FieldShell';

export interface AmountFieldProps {
  label: string;
  /** The bare number as text ("400000"): the field shows "400,000" and hands back bare numbers. */
  value: string;
  onChange: (value: string) => void;
  /** Dollars get a "$" before the number, percents a "%" and years "years" after it. */
  unit?: AmountUnit;
  /** ArrowUp/ArrowDown move by this: rates 0.01, other percents 0.1, the rest 1. */
  step?: number;
  min?: number;
  max?: number;
  hint?: string;
  name?: string;
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
