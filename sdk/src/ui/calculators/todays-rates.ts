import { createContext } from 'react';
import type { RateType } from '../../schemas/rate-type';
import type { CurrentRates } from '../../schemas/rates';

/** The current rate of each type the product knows, for the calculators' "Use today's rate" buttons. */
export interface TodaysRates {
  rates: readonly { type: RateType; value: number; date: string }[];
  /** The bundled sample year (a fresh install), not FRED's numbers. */
  sample: boolean;
}

/** Reads the answer of GET /api/rates/current (already parsed by its schema). */
export function todaysRatesFrom(current: CurrentRates): TodaysRates {
  return { rates: current.rates, sample: current.sample === true };
}

/**
 * Provided by Calculator from its host's `todaysRates` prop, so a rate field deep in a calculator's
 * fields finds its rate without every calculator passing it along. Absent: no buttons.
 */
export const TodaysRatesContext = createContext<TodaysRates | undefined>(undefined);
