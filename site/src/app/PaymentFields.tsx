import AlertInputFields, {
  type AlertInputField,
  type AlertInputFieldsProps,
  LOAN_TERM_OPTIONS,
} from './AlertInputFields.tsx';
import type { PaymentFormValues } from './alert-form-values.ts';

const PAYMENT_FIELDS: readonly AlertInputField<PaymentFormValues>[] = [
  { field: 'homePrice', label: 'Home price ($)', unit: 'dollars' },
  { field: 'downPayment', label: 'Down payment ($)', unit: 'dollars' },
  { field: 'propertyTaxYearly', label: 'Property tax per year ($)', unit: 'dollars' },
  { field: 'homeInsuranceYearly', label: 'Home insurance per year ($)', unit: 'dollars' },
  {
    field: 'hoaMonthly',
    label: 'HOA fees per month ($)',
    unit: 'dollars',
    hint: 'Leave at 0 if there are none.',
  },
  {
    field: 'pmiMonthly',
    label: 'PMI per month ($)',
    unit: 'dollars',
    hint: 'Usually only with less than 20% down.',
  },
  { field: 'termYears', label: 'Loan term', options: LOAN_TERM_OPTIONS },
  {
    field: 'targetMonthlyPayment',
    label: 'Email me when the monthly payment is at most ($)',
    unit: 'dollars',
    hint: 'Principal, interest, tax, insurance, HOA and PMI together.',
  },
];

/** The home a buyer has in mind, its costs, and the monthly payment they want to reach. */
export default function PaymentFields(props: Omit<AlertInputFieldsProps<PaymentFormValues>, 'fields'>) {
  return <AlertInputFields fields={PAYMENT_FIELDS} {...props} />;
}
