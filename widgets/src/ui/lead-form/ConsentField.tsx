import { useId } from 'react';

export interface ConsentFieldProps {
  /** The consent line from the form config (schemas/consent-text.ts), the wording stored as proof of consent. */
  text: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** The consent line names the partner, because the lead is shared with that partner (its words come with the config). */
export function ConsentField({ text, checked, onChange, error }: ConsentFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mrn-consent" part="consent">
      <input
        id={id}
        type="checkbox"
        name="consent"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{text}</label>
      {error ? (
        <p id={errorId} className="mrn-field__error" part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
