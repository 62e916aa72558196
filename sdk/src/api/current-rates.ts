export type RateType = '30y' | '15y';

export interface CurrentRate {
  type: RateType;
  /** Percent, e.g. 6.85. */
  value: number;
  /** ISO date of the observation (yyyy-mm-dd). */
  date: string;
}

/** GET /api/rates/current: the latest observation per rate type and where it came from. */
export interface CurrentRates {
  rates: CurrentRate[];
  source?: string;
  checkedAt?: string;
}
