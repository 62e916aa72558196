import type { CalculatorId } from '@mrn/sdk/finance/defaults';
import type { ComponentType } from 'react';
import { CALCULATOR_CATALOG, type CalculatorEntry } from './calculator-catalog';
import type { CalculatorProps } from './calculator-props';

export type { CalculatorId } from '@mrn/sdk/finance/defaults';
export type { CalculatorEntry } from './calculator-catalog';
export type { CalculatorProps, FieldTexts } from './calculator-props';
export { DEFAULT_SIGNUP_URL, signUpUrlOn } from './signup-url';
export { type TodaysRates, todaysRatesFrom } from './todays-rates';

/**
 * Any calculator, seen from a host that only knows its type id (the custom element, the grid):
 * inputs are keyed by plain strings and the result is opaque (passed on, e.g. as event detail).
 */
export type AnyCalculatorProps = CalculatorProps<string, unknown>;

export interface CalculatorRegistration extends CalculatorEntry {
  id: CalculatorId;
  /** Site route of the calculator page. */
  path: string;
  /** Loads the component on demand, so every calculator is its own chunk. */
  load: () => Promise<{ default: ComponentType<AnyCalculatorProps> }>;
}

function register(
  id: CalculatorId,
  load: () => Promise<{ default: ComponentType<never> }>,
): CalculatorRegistration {
  return {
    id,
    path: `/calculators/${id}`,
    ...CALCULATOR_CATALOG[id],
    load: load as CalculatorRegistration['load'],
  };
}

/** The nine calculators in the order of the /calculators grid, keyed by type id. */
export const CALCULATORS: Record<CalculatorId, CalculatorRegistration> = {
  payment: register('payment', () => import('./PaymentCalculator')),
  affordability: register('affordability', () => import('./AffordabilityCalculator')),
  'down-payment': register('down-payment', () => import('./DownPaymentCalculator')),
  'rent-vs-buy': register('rent-vs-buy', () => import('./RentVsBuyCalculator')),
  '15-vs-30': register('15-vs-30', () => import('./TermComparisonCalculator')),
  'inflation-impact': register('inflation-impact', () => import('./InflationImpactCalculator')),
  refinance: register('refinance', () => import('./RefinanceCalculator')),
  amortization: register('amortization', () => import('./AmortizationCalculator')),
  'extra-payment': register('extra-payment', () => import('./ExtraPaymentCalculator')),
};

export function isCalculatorId(value: string): value is CalculatorId {
  return Object.hasOwn(CALCULATORS, value);
}
