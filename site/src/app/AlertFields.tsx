import { ALERT_DIRECTIONS } from '@mrn/sdk/schemas/alert-direction';
import { RATE_TYPE_LABELS, RATE_TYPES } from '@mrn/sdk/schemas/rate-type';
import { TARGET_RATE_MAX, TARGET_RATE_MIN } from '@mrn/sdk/schemas/target-rate';
import type { Ref } from 'react';
import type { AlertFormValues } from './alert-form-values.ts';
import TextField from './TextField.tsx';

const DIRECTION_LABELS = { below: 'falls below', above: 'rises above' } as const;

interface AlertFieldsProps {
  /** Makes the ids unique on a page with many forms. */
  idPrefix: string;
  values: AlertFormValues;
  onChange: (values: AlertFormValues) => void;
  errors: Record<string, string>;
  firstFieldRef?: Ref<HTMLSelectElement>;
}

/** Rate type, direction and threshold: the fields of the create and edit forms. */
export default function AlertFields({ idPrefix, values, onChange, errors, firstFieldRef }: AlertFieldsProps) {
  const rateTypeError = errors.rateType;
  const directionError = errors.direction;
  return (
    <div className="app-alert-fields">
      <div className="form-field app-field">
        <label htmlFor={`${idPrefix}-rate-type`}>Rate</label>
        <select
          ref={firstFieldRef}
          id={`${idPrefix}-rate-type`}
          value={values.rateType}
          onChange={(event) =>
            onChange({ ...values, rateType: event.target.value as AlertFormValues['rateType'] })
          }
          aria-invalid={rateTypeError ? true : undefined}
          aria-describedby={rateTypeError ? `${idPrefix}-rate-type-error` : undefined}
        >
          {RATE_TYPES.map((type) => (
            <option key={type} value={type}>
              {RATE_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        {rateTypeError && (
          <span id={`${idPrefix}-rate-type-error`} className="app-field-error">
            {rateTypeError}
          </span>
        )}
      </div>
      <div className="form-field app-field">
        <label htmlFor={`${idPrefix}-direction`}>Alert me when it</label>
        <select
          id={`${idPrefix}-direction`}
          value={values.direction}
          onChange={(event) =>
            onChange({ ...values, direction: event.target.value as AlertFormValues['direction'] })
          }
          aria-invalid={directionError ? true : undefined}
          aria-describedby={directionError ? `${idPrefix}-direction-error` : undefined}
        >
          {ALERT_DIRECTIONS.map((direction) => (
            <option key={direction} value={direction}>
              {DIRECTION_LABELS[direction]}
            </option>
          ))}
        </select>
        {directionError && (
          <span id={`${idPrefix}-direction-error`} className="app-field-error">
            {directionError}
          </span>
        )}
      </div>
      <TextField
        id={`${idPrefix}-threshold`}
        label="Target rate (%)"
        hint={`${TARGET_RATE_MIN}–${TARGET_RATE_MAX}, up to 3 decimals, e.g. 5.750`}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={values.threshold}
        onValueChange={(threshold) => onChange({ ...values, threshold })}
        error={errors.threshold}
      />
    </div>
  );
}
