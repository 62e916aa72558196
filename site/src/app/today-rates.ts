import { currentRatesAnswerSchema } from '@mrn/sdk/schemas/series-rates';
import { useApiData } from './use-api-data.ts';

/** The latest published rate of each catalogued series, by FRED id, where known (forms and rows measure against it). */
export type TodayRates = Partial<Record<string, number>>;

/** Today's rates for the alert forms and rows; empty until they load (or when none have arrived). */
export function useTodayRates(): TodayRates {
  const { state } = useApiData('/api/rates/current', currentRatesAnswerSchema);
  if (state.phase !== 'ready') return {};
  return Object.fromEntries(
    state.data.series.flatMap((series) => (series.value === null ? [] : [[series.id, series.value]])),
  );
}
