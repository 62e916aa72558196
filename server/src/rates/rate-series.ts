import { RATE_SERIES, type RateType } from '@mrn/sdk/schemas';

/** A tracked FRED series and the term (rate type) it has. */
export interface RateSeries {
  rateType: RateType;
  seriesId: string;
}

/**
 * Every series of the catalogue (sdk/src/schemas/rate-series.ts), in its order: the rate check asks
 * FRED for each, one request per series.
 */
export const TRACKED_RATE_SERIES: readonly RateSeries[] = RATE_SERIES.map((series) => ({
  rateType: series.term,
  seriesId: series.id,
}));

/** The headline conforming 30- and 15-year series alone (what the product watched before issue 31). */
export const CONFORMING_RATE_SERIES: readonly RateSeries[] = TRACKED_RATE_SERIES.slice(0, 2);
