import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import AppField, { appFieldIds } from './AppField.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  /** The message of the schema (or the server's 422) for this field. */
  error?: string;
}

/** A labelled input with its hint and error tied to it for assistive technology. */
const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, value, onValueChange, hint, error, className, ...inputProps },
  ref,
) {
  const ids = appFieldIds(id, hint, error);
  return (
    <AppField ids={ids} label={label} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...inputProps}
      />
    </AppField>
  );
});

export default TextField;
