import { CALCULATOR_DEFAULTS } from '../finance/defaults';
import { ALERT_KIND_LABELS } from './alert-kind-labels';
import type { LeadAlertKind } from './lead-alert-kinds';
import type { RateType } from './rate-type';

const CHOICE_LABELS: { readonly [Kind in 'rate' | LeadAlertKind]: string } = {
  rate: 'A target rate',
  refinance: `${ALERT_KIND_LABELS.refinance}: when refinancing pays`,
  payment: `${ALERT_KIND_LABELS.payment}: when my payment falls to a target`,
};

/** The choices a visitor has on a form offering `offered` besides the target rate, for its select. */
export function leadAlertChoices(offered: readonly LeadAlertKind[]): { value: string; label: string }[] {
  return (['rate', ...offered] as const).map((value) => ({ value, label: CHOICE_LABELS[value] }));
}

/** One input of a kind's fields in the lead form: the request body's key, its label and starting text. */
export interface LeadAlertField {
  name: string;
  label: string;
  value: string;
  /** Left empty, the field is sent as null (the schema's "no rule" for that part). */
  optional?: true;
}

const refinanceDefaults = CALCULATOR_DEFAULTS.refinance;
const paymentDefaults = CALCULATOR_DEFAULTS.payment;

/**
 * The fields the lead form shows for each offered kind, prefilled like the refinance and payment
 * calculators (spec §9 defaults). They are data, so embed.js renders them with one generic field
 * and the words travel in the lazily loaded contract chunk. The loan term follows the form's rate
 * type, so it has no field of its own.
 */
export const LEAD_ALERT_FIELDS: { readonly [Kind in LeadAlertKind]: readonly LeadAlertField[] } = {
  refinance: [
    { name: 'currentBalance', label: 'Balance you owe ($)', value: refinanceDefaults.currentBalance },
    { name: 'currentRate', label: 'Your current rate (%)', value: refinanceDefaults.currentRate },
    { name: 'yearsRemaining', label: 'Years left on your loan', value: refinanceDefaults.yearsRemaining },
    { name: 'closingCosts', label: 'Estimated closing costs ($)', value: refinanceDefaults.closingCosts },
    {
      name: 'minMonthlySaving',
      label: 'Email me when I would save at least ($ a month)',
      value: '150',
      optional: true,
    },
    {
      name: 'maxBreakEvenMonths',
      label: '… or pay the costs back within (months)',
      value: '',
      optional: true,
    },
  ],
  payment: [
    { name: 'homePrice', label: 'Home price ($)', value: paymentDefaults.homePrice },
    { name: 'downPayment', label: 'Down payment ($)', value: paymentDefaults.downPayment },
    { name: 'propertyTaxYearly', label: 'Property tax per year ($)', value: paymentDefaults.propertyTax },
    {
      name: 'homeInsuranceYearly',
      label: 'Home insurance per year ($)',
      value: paymentDefaults.homeInsurance,
    },
    { name: 'hoaMonthly', label: 'HOA fees per month ($)', value: paymentDefaults.hoaFees },
    { name: 'targetMonthlyPayment', label: 'Email me when my monthly payment falls to ($)', value: '' },
  ],
};

/**
 * The part of a lead body that a kind adds, from the texts the visitor typed: `{ alertKind, refinance }`
 * or `{ alertKind, payment }`, with the term taken from the rate type and empty optional fields as null.
 */
export function leadAlertEntry(
  kind: LeadAlertKind,
  texts: Readonly<Record<string, string>>,
  rateType: RateType,
): Record<string, unknown> {
  const inputs: Record<string, unknown> = {};
  for (const field of LEAD_ALERT_FIELDS[kind]) {
    const text = texts[field.name] ?? field.value;
    inputs[field.name] = field.optional && text.trim() === '' ? null : text;
  }
  inputs[kind === 'refinance' ? 'newTermYears' : 'termYears'] = rateType === '15y' ? 15 : 30;
  return { alertKind: kind, [kind]: inputs };
}
