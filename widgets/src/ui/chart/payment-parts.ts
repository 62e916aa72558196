import { mortgageInsuranceLabel } from '@mrn/sdk/finance/loan-type';
import type { PaymentResult } from '@mrn/sdk/finance/payment';

/** One slice of the monthly payment, with its share of the total in percent. */
export interface PaymentPart {
  label: string;
  value: number;
  percent: number;
}

// Spec §2 breakdown order; the donut, its legend and its table all follow it.
const PART_LABELS = [
  ['principalAndInterest', 'Principal & Interest'],
  ['propertyTax', 'Property Tax'],
  ['homeInsurance', 'Home Insurance'],
  // Named by loan type: an FHA loan's mortgage insurance is its MIP.
  ['pmi', 'PMI'],
  ['hoaFees', 'HOA Fees'],
] as const;

/** The non-zero parts of the monthly payment, each with its share of the total payment. */
export function paymentParts(result: PaymentResult): PaymentPart[] {
  const total = result.totalPayment;
  return PART_LABELS.map(([key, label]) => ({
    label: key === 'pmi' ? mortgageInsuranceLabel(result.loanType) : label,
    value: result[key],
    percent: total > 0 ? (result[key] / total) * 100 : 0,
  })).filter((part) => part.value > 0);
}
