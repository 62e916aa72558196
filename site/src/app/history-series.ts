import { CONFORMING_SERIES } from '@mrn/sdk/schemas/rate-series';

const HEADLINE = [CONFORMING_SERIES['30y'], CONFORMING_SERIES['15y']];

/**
 * The series the history chart draws for a person's loan: theirs first, with the headline 30-year
 * beside it; a person whose loan is a headline conforming rate sees the 30- and 15-year as before.
 */
export function historySeriesFor(myLoanSeries: string): string[] {
  if (HEADLINE.includes(myLoanSeries)) return HEADLINE;
  return [myLoanSeries, CONFORMING_SERIES['30y']];
}
