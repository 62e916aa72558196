import { ALERT_KIND_LABELS, ALERT_KINDS, type AlertKind } from '@mrn/sdk/schemas/alert-kinds';

const KIND_HINTS: { readonly [Kind in AlertKind]: string } = {
  rate: 'Email me when the rate crosses a number I choose.',
  refinance: 'Email me when refinancing my loan would save what I want.',
  payment: 'Email me when the monthly payment on a home falls to my budget.',
  rate_move: 'Email me when the rate moves a set amount either way.',
};

interface AlertKindPickerProps {
  idPrefix: string;
  value: AlertKind;
  onChange: (kind: AlertKind) => void;
}

/** What the alert watches: native radios in a fieldset, so arrow keys move between the kinds. */
export default function AlertKindPicker({ idPrefix, value, onChange }: AlertKindPickerProps) {
  return (
    <fieldset className="app-kind-picker">
      <legend>What should we watch?</legend>
      {ALERT_KINDS.map((kind) => (
        <label key={kind} className="app-kind-option" htmlFor={`${idPrefix}-kind-${kind}`}>
          <input
            type="radio"
            id={`${idPrefix}-kind-${kind}`}
            name={`${idPrefix}-kind`}
            value={kind}
            checked={value === kind}
            onChange={() => onChange(kind)}
            aria-describedby={`${idPrefix}-kind-${kind}-hint`}
          />
          <span>
            <span className="app-kind-label">{ALERT_KIND_LABELS[kind]}</span>
            <span id={`${idPrefix}-kind-${kind}-hint`} className="app-field-hint">
              {KIND_HINTS[kind]}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
