import type { RateType } from '@mrn/sdk/schemas/rate-type';

/** Chart colour of each rate type (the design tokens' chart series), used for lines and alert thresholds. */
export const SERIES_COLORS: Record<RateType, string> = {
  '30y': 'var(--mrn-chart-series-1)',
  '15y': 'var(--mrn-chart-series-2)',
};

/** Dash pattern per rate type, so the two lines differ without colour too. */
export const SERIES_DASHES: Record<RateType, string | undefined> = {
  '30y': undefined,
  '15y': '6 3',
};
