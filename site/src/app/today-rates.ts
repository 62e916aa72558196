import type { RateType } from '@mrn/sdk/schemas/rate-type';
import { currentRatesSchema } from '@mrn/sdk/schemas/rates';
import { useApiData } from './use-api-data.ts';

/** The latest published rate of each series, where known (forms and rows measure against it). */
export type TodayRates = Partial<Record<RateType, number>>;

/** Today's rates for the alert forms and rows; empty until they load (or when none have arrived). */
export function useTodayRates(): TodayRates {
  const { state } = useApiData('/api/rates/current', currentRatesSchema);
  if (state.phase !== 'ready') return {};
  return Object.fromEntries(state.data.rates.map((rate) => [rate.type, rate.value]));
}
