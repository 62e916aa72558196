import type { RateType } from '@mrn/sdk/schemas';
import type { Config } from '../config.ts';

/** A tracked FRED series and the product it stands for. */
export interface RateSeries {
  rateType: RateType;
  seriesId: string;
}

/** Defaults: OBMMIC30YF and OBMMIC15YF, Optimal Blue's daily 30- and 15-year fixed conforming indices. */
export function rateSeriesFromConfig(
  config: Pick<Config, 'FRED_SERIES_30Y' | 'FRED_SERIES_15Y'>,
): RateSeries[] {
  return [
    { rateType: '30y', seriesId: config.FRED_SERIES_30Y },
    { rateType: '15y', seriesId: config.FRED_SERIES_15Y },
  ];
}
