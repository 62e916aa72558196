import { InputField } from './InputField';

export interface DateFieldProps {
  label: string;
  /** ISO date text, 'YYYY-MM-DD', or '' when not chosen (date fields here are optional). */
  value: string;
  onChange: (value: string) => void;
  name?: string;
  hint?: string;
}

export function DateField(props: DateFieldProps) {
  return <InputField type="date" {...props} />;
}
