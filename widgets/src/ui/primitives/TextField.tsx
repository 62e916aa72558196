import { InputField } from './InputField';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  name?: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  /** Numbers typed as text (amounts with $ and commas): the phone shows its decimal keypad. */
  inputMode?: 'decimal';
  /** Shown under the field and announced with it; the caller decides when the value is invalid. */
  error?: string;
}

export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <InputField type={type} {...props} />;
}
