import { DEFAULT_REARM_MARGIN } from '@mrn/sdk/schemas/alert-kinds';
import TextField from './TextField.tsx';

interface RearmMarginFieldProps {
  idPrefix: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The re-arm margin (hysteresis) behind an "Advanced" disclosure; open when it has an error. */
export default function RearmMarginField({ idPrefix, value, onChange, error }: RearmMarginFieldProps) {
  return (
    <details className="app-details app-advanced" open={error ? true : undefined}>
      <summary>Advanced</summary>
      <p className="app-field-hint" id={`${idPrefix}-rearm-explained`}>
        After an alert emails you, it waits until the rate has moved back by this many points before it can
        email you again, so a rate wobbling around your number does not mail you every day. The default is{' '}
        {DEFAULT_REARM_MARGIN} points.
      </p>
      <TextField
        id={`${idPrefix}-rearmMargin`}
        label="Re-arm margin (points)"
        hint="0.001–2, e.g. 0.125"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onValueChange={onChange}
        error={error}
      />
    </details>
  );
}
