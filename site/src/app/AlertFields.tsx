import { ALERT_DIRECTIONS } from '@mrn/sdk/schemas/alert-direction';
import { LOAN_PROGRAM_LABELS, RATE_SERIES, rateSeriesById } from '@mrn/sdk/schemas/rate-series';
import { TARGET_RATE_MAX, TARGET_RATE_MIN } from '@mrn/sdk/schemas/target-rate';
import AlertKindPicker from './AlertKindPicker.tsx';
import AlertPreview from './AlertPreview.tsx';
import AmountTextField from './AmountTextField.tsx';
import { type AlertFormValues, withSeries, withTerm } from './alert-form-values.ts';
import PaymentFields from './PaymentFields.tsx';
import RearmMarginField from './RearmMarginField.tsx';
import RefinanceFields from './RefinanceFields.tsx';
import SelectField from './SelectField.tsx';
import TextField from './TextField.tsx';
import type { TodayRates } from './today-rates.ts';

const DIRECTION_OPTIONS = ALERT_DIRECTIONS.map((direction) => ({
  value: direction,
  label: direction === 'below' ? 'falls below' : 'rises above',
}));
/** Every catalogued series, in words: the loan program, term and (conventional) credit and down-payment bands. */
const SERIES_OPTIONS = RATE_SERIES.map((series) => ({ value: series.id, label: series.label }));

interface AlertFieldsProps {
  /** Makes the ids unique on a page with many forms. */
  idPrefix: string;
  values: AlertFormValues;
  onChange: (values: AlertFormValues) => void;
  /** Field messages keyed like the API's 422 (`threshold`, `inputs.currentBalance`). */
  errors: Record<string, string>;
  todayRates: TodayRates;
  /** The create form lets the person pick the kind; an edit keeps the alert's kind. */
  pickKind?: boolean;
}

/**
 * A money alert whose loan term has no series in its program (FRED publishes FHA, VA, USDA and jumbo
 * rates for 30 years only) watches the program's 30-year rate: said under the Rate field, not done silently.
 */
export function termFallbackHint(values: AlertFormValues): string | undefined {
  const term =
    values.kind === 'refinance'
      ? values.refinance.newTermYears
      : values.kind === 'payment'
        ? values.payment.termYears
        : undefined;
  const series = rateSeriesById(values.series);
  if (!term || !series || series.term === `${term}y`) return undefined;
  // A term the program has (the person picked another series by hand) is theirs to choose: nothing to say.
  if (RATE_SERIES.some((entry) => entry.program === series.program && entry.term === `${term}y`))
    return undefined;
  return `No ${term}-year ${LOAN_PROGRAM_LABELS[series.program]} rate is published: this alert watches the ${series.label} rate.`;
}

/** The fields of the create and edit forms for each kind of alert, and the live preview. */
export default function AlertFields({
  idPrefix,
  values,
  onChange,
  errors,
  todayRates,
  pickKind = false,
}: AlertFieldsProps) {
  const { kind } = values;
  // Any kind may watch any catalogued series; a money alert's loan term then picks that program's term.
  const rateTypeSelect = (
    <SelectField
      id={`${idPrefix}-series`}
      label="Rate"
      value={values.series}
      options={SERIES_OPTIONS}
      hint={termFallbackHint(values)}
      onValueChange={(series) => onChange(withSeries(values, series))}
      error={errors.series ?? errors.rateType}
    />
  );
  return (
    <div className="app-alert-form-body">
      {pickKind && (
        <AlertKindPicker
          idPrefix={idPrefix}
          value={kind}
          onChange={(next) => onChange(withKind(values, next))}
        />
      )}
      {kind === 'rate' && (
        <div className="app-alert-fields">
          {rateTypeSelect}
          <SelectField
            id={`${idPrefix}-direction`}
            label="Alert me when it"
            value={values.direction}
            options={DIRECTION_OPTIONS}
            onValueChange={(direction) => onChange({ ...values, direction })}
            error={errors.direction}
          />
          <AmountTextField
            id={`${idPrefix}-threshold`}
            label="Target rate (%)"
            hint={`${TARGET_RATE_MIN}–${TARGET_RATE_MAX}, up to 3 decimals, e.g. 5.750`}
            unit="percent"
            step={0.01}
            value={values.threshold}
            onValueChange={(threshold) => onChange({ ...values, threshold })}
            error={errors.threshold}
          />
        </div>
      )}
      {kind === 'refinance' && (
        <RefinanceFields
          idPrefix={idPrefix}
          values={values.refinance}
          onChange={(refinance) => onChange(withTerm({ ...values, refinance }, refinance.newTermYears))}
          errors={errors}
        />
      )}
      {kind === 'payment' && (
        <PaymentFields
          idPrefix={idPrefix}
          values={values.payment}
          onChange={(payment) => onChange(withTerm({ ...values, payment }, payment.termYears))}
          errors={errors}
        />
      )}
      {kind === 'rate_move' && (
        <div className="app-alert-fields">
          {rateTypeSelect}
          <TextField
            id={`${idPrefix}-inputs-move`}
            label="Move (points)"
            hint="Either way, e.g. 0.25. It then re-arms at the new level."
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={values.move}
            onValueChange={(move) => onChange({ ...values, move })}
            error={errors['inputs.move']}
          />
        </div>
      )}
      {(kind === 'refinance' || kind === 'payment') && (
        <div className="app-alert-fields">{rateTypeSelect}</div>
      )}
      <AlertPreview values={values} todayRates={todayRates} />
      {kind !== 'rate_move' && (
        <RearmMarginField
          idPrefix={idPrefix}
          value={values.rearmMargin}
          onChange={(rearmMargin) => onChange({ ...values, rearmMargin })}
          error={errors.rearmMargin}
        />
      )}
    </div>
  );
}

/** Switching the kind: money alerts watch the series of their loan's term. */
function withKind(values: AlertFormValues, kind: AlertFormValues['kind']): AlertFormValues {
  if (kind === 'refinance') return withTerm({ ...values, kind }, values.refinance.newTermYears);
  if (kind === 'payment') return withTerm({ ...values, kind }, values.payment.termYears);
  return { ...values, kind };
}
