// What the alert stores is defined once, by its zod schema (sdk/src/schemas/alert-kinds.ts); a
// type-only import, so the finance code and the calculator chunks stay free of zod.
import type { PaymentAlertInputs } from '../schemas/alert-kinds';
import { calculatePayment } from './payment';
import { highestRateWhere } from './rate-threshold-search';
import { roundToCents } from './round-to-cents';

export type { PaymentAlertInputs };

export interface PaymentAtRate {
  readonly principalAndInterest: number;
  readonly totalPayment: number;
}

/**
 * The payment calculator's own figures (unrounded) for the alert's home at `rate`, so the mail and
 * the calculator agree to the cent. Null when the calculator refuses the inputs (out of bounds, no price).
 */
export function paymentAt(inputs: PaymentAlertInputs, rate: number): PaymentAtRate | null {
  const result = calculatePayment({
    homePrice: inputs.homePrice,
    downPayment: inputs.downPayment,
    interestRate: rate,
    loanTerm: inputs.termYears,
    propertyTax: inputs.propertyTaxYearly,
    homeInsurance: inputs.homeInsuranceYearly,
    pmi: inputs.pmiMonthly,
    hoaFees: inputs.hoaMonthly,
  });
  if (result === null) return null;
  return { principalAndInterest: result.principalAndInterest, totalPayment: result.totalPayment };
}

/**
 * Whether the total monthly payment at `rate`, rounded to cents as the calculator shows it, is at
 * most the target (a payment shown as $2,500.00 meets a $2,500 target).
 */
export function paymentTargetMet(inputs: PaymentAlertInputs, rate: number): boolean {
  const payment = paymentAt(inputs, rate);
  return payment !== null && roundToCents(payment.totalPayment) <= roundToCents(inputs.targetMonthlyPayment);
}

/**
 * The alert's derived threshold: the highest rate, in steps of 0.001 points, at which the payment
 * meets the target (the payment rises with the rate, so the alert fires at or below it). Null when even
 * 0.001 % is too dear (tax, insurance, HOA and PMI alone can exceed the target). Clamped to the 30 %
 * input bound when the target is met even there (every rate we accept meets it).
 */
export function paymentThresholdRate(inputs: PaymentAlertInputs): number | null {
  return highestRateWhere((rate) => paymentTargetMet(inputs, rate));
}
