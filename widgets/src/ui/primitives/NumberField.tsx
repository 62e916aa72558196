import { InputField } from './InputField';

export interface NumberFieldProps {
  label: string;
  /** Held as text, exactly as typed: parsing belongs to the finance module, not the field. */
  value: string;
  onChange: (value: string) => void;
  /** Rate fields use 0.01, other percents 0.1; money keeps the browser default of 1. */
  step?: number;
  min?: number;
  max?: number;
  hint?: string;
  name?: string;
  /** Shown beside the field (and marks it invalid): what the calculator accepts there. */
  error?: string;
}

export function NumberField(props: NumberFieldProps) {
  return <InputField type="number" inputMode="decimal" {...props} />;
}
