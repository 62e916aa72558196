import type { AmountUnit } from '@mrn/widgets/ui/primitives';
import AmountTextField from './AmountTextField.tsx';
import SelectField from './SelectField.tsx';

/**
 * A money alert's loan terms: each term watches its program's series of the same length where FRED
 * publishes one (the Rate field above says which series; FHA, VA, USDA and jumbo are 30-year only).
 */
export const LOAN_TERM_OPTIONS = [
  { value: '30', label: '30 years' },
  { value: '15', label: '15 years' },
] as const;

/** The fields of a form's values that hold text (the checkboxes hold booleans). */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] &
  string;

/** One input of a money alert: an amount typed in its unit, or chosen from options. */
export type AlertInputField<Values> = {
  field: TextKey<Values>;
  label: string;
  hint?: string;
} & (
  | { unit: AmountUnit; step?: number; options?: undefined }
  | { options: readonly { value: string; label: string }[]; unit?: undefined }
);

/** The id of an input, matching the API's 422 key `inputs.<field>`. */
export function alertInputId(idPrefix: string, field: string): string {
  return `${idPrefix}-inputs-${field}`;
}

export interface AlertInputFieldsProps<Values> {
  idPrefix: string;
  fields: readonly AlertInputField<Values>[];
  values: Values;
  onChange: (values: Values) => void;
  /** Field messages keyed like the API's 422 (`inputs.homePrice`). */
  errors: Record<string, string>;
}

interface AlertInputProps<Values> {
  idPrefix: string;
  input: AlertInputField<Values>;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
}

/** One input of a money alert: an amount box, or a select when it has options. */
export function AlertInput<Values>({
  idPrefix,
  input,
  value,
  onValueChange,
  error,
}: AlertInputProps<Values>) {
  const field = {
    id: alertInputId(idPrefix, input.field),
    label: input.label,
    hint: input.hint,
    value,
    onValueChange,
    error,
  };
  return input.options ? (
    <SelectField {...field} options={input.options} />
  ) : (
    <AmountTextField {...field} unit={input.unit} step={input.step} />
  );
}

/** A grid of a money alert's inputs with the API's messages under them. */
export default function AlertInputFields<Values>({
  idPrefix,
  fields,
  values,
  onChange,
  errors,
}: AlertInputFieldsProps<Values>) {
  return (
    <div className="app-alert-fields">
      {fields.map((input) => (
        <AlertInput
          key={input.field}
          idPrefix={idPrefix}
          input={input}
          value={values[input.field] as string}
          onValueChange={(text) => onChange({ ...values, [input.field]: text })}
          error={errors[`inputs.${input.field}`]}
        />
      ))}
    </div>
  );
}
