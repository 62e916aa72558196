import type { RateType } from '@mrn/sdk/schemas/rate-type';
import type { CurrentRates } from '@mrn/sdk/schemas/rates';
import type { SeriesRate } from '@mrn/sdk/schemas/series-rates';
import { createContext } from 'react';

/** One catalogued series as GET /api/rates/current lists it (value and date null until published). */
export type TodaysSeriesRate = Pick<SeriesRate, 'id' | 'program' | 'term' | 'label' | 'value' | 'date'>;

/** The current rate of each type the product knows, for the calculators' "Use today's rate" buttons. */
export interface TodaysRates {
  /** The headline conforming rates by term. */
  rates: readonly { type: RateType; value: number; date: string }[];
  /** Every catalogued series, when the host read them (the site does; the widgets keep to `rates`). */
  series?: readonly TodaysSeriesRate[];
  /** The bundled sample year (a fresh install), not FRED's numbers. */
  sample: boolean;
}

/** Reads the answer of GET /api/rates/current (already parsed by its schema). */
export function todaysRatesFrom(
  current: CurrentRates & { series?: readonly TodaysSeriesRate[] },
): TodaysRates {
  return {
    rates: current.rates,
    ...(current.series ? { series: current.series } : {}),
    sample: current.sample === true,
  };
}

/**
 * Provided by Calculator from its host's `todaysRates` prop, so a rate field deep in a calculator's
 * fields finds its rate without every calculator passing it along. Absent: no buttons.
 */
export const TodaysRatesContext = createContext<TodaysRates | undefined>(undefined);
