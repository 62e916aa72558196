import { AmountInput, type AmountUnit } from '@mrn/widgets/ui/primitives';
import type { ReactNode } from 'react';
import AppField, { appFieldIds } from './AppField.tsx';

interface AmountTextFieldProps {
  id: string;
  label: ReactNode;
  /** The bare number as text ("300000"); shown with separators ("300,000"). */
  value: string;
  onValueChange: (value: string) => void;
  /** Draws "$" before dollars, "%" or "years" after; months get the whole-number keypad. */
  unit: AmountUnit;
  /** ArrowUp/ArrowDown move by this, as in the calculators: rates 0.01, the rest 1. */
  step?: number;
  hint?: ReactNode;
  error?: string;
}

/**
 * An app field for an amount, with the calculators' amount input: the unit beside the number,
 * thousands separators as the person types, and the phone's number keypad.
 */
export default function AmountTextField({
  id,
  label,
  value,
  onValueChange,
  unit,
  step,
  hint,
  error,
}: AmountTextFieldProps) {
  const ids = appFieldIds(id, hint, error);
  return (
    <AppField ids={ids} label={label} hint={hint} error={error}>
      <AmountInput
        ids={ids}
        value={value}
        onChange={onValueChange}
        unit={unit}
        step={step}
        min={0}
        invalid={Boolean(error)}
      />
    </AppField>
  );
}
