import { useId } from 'react';

export interface ConsentFieldProps {
  businessName: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** The consent line names the partner, because the lead is shared with that partner. */
export function ConsentField({ businessName, checked, onChange, error }: ConsentFieldProps) {
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
      <label htmlFor={id}>
        I agree that {businessName} may email me rate alerts and contact me about my mortgage, and that my
        details are shared with {businessName}. I can unsubscribe at any time.
      </label>
      {error ? (
        <p id={errorId} className="mrn-field__error" part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
