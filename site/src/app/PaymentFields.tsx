import type { PaymentFormValues } from './alert-form-values.ts';
import SelectField from './SelectField.tsx';
import TextField from './TextField.tsx';

interface PaymentFieldsProps {
  idPrefix: string;
  values: PaymentFormValues;
  onChange: (values: PaymentFormValues) => void;
  /** Field messages keyed like the API's 422 (`inputs.homePrice`). */
  errors: Record<string, string>;
}

const TERMS = [
  { value: '30', label: '30 years (watches the 30-year fixed rate)' },
  { value: '15', label: '15 years (watches the 15-year fixed rate)' },
] as const;

type AmountField = Exclude<keyof PaymentFormValues, 'termYears'>;

const AMOUNTS: readonly { field: AmountField; label: string; hint?: string }[] = [
  { field: 'homePrice', label: 'Home price ($)' },
  { field: 'downPayment', label: 'Down payment ($)' },
  { field: 'propertyTaxYearly', label: 'Property tax per year ($)' },
  { field: 'homeInsuranceYearly', label: 'Home insurance per year ($)' },
  { field: 'hoaMonthly', label: 'HOA fees per month ($)', hint: 'Leave at 0 if there are none.' },
  { field: 'pmiMonthly', label: 'PMI per month ($)', hint: 'Usually only with less than 20% down.' },
];

/** The home a buyer has in mind, its costs, and the monthly payment they want to reach. */
export default function PaymentFields({ idPrefix, values, onChange, errors }: PaymentFieldsProps) {
  const id = (field: string) => `${idPrefix}-inputs-${field}`;
  return (
    <div className="app-alert-fields">
      {AMOUNTS.map(({ field, label, hint }) => (
        <TextField
          key={field}
          id={id(field)}
          label={label}
          hint={hint}
          inputMode="decimal"
          autoComplete="off"
          value={values[field]}
          onValueChange={(text) => onChange({ ...values, [field]: text })}
          error={errors[`inputs.${field}`]}
        />
      ))}
      <SelectField
        id={id('termYears')}
        label="Loan term"
        value={values.termYears}
        options={TERMS}
        onValueChange={(termYears) => onChange({ ...values, termYears })}
        error={errors['inputs.termYears']}
      />
      <TextField
        id={id('targetMonthlyPayment')}
        label="Email me when the monthly payment is at most ($)"
        hint="Principal, interest, tax, insurance, HOA and PMI together."
        inputMode="decimal"
        autoComplete="off"
        value={values.targetMonthlyPayment}
        onValueChange={(targetMonthlyPayment) => onChange({ ...values, targetMonthlyPayment })}
        error={errors['inputs.targetMonthlyPayment']}
      />
    </div>
  );
}
