import type { AlertDirection } from '@mrn/sdk/schemas/alert-direction';
import { RATE_TYPE_LABELS, type RateType } from '@mrn/sdk/schemas/rate-type';

const observedRate = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const thresholdRate = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** An observed rate as FRED publishes it: 6.85% or 6.125% (two or three decimals). */
export function formatRate(percent: number): string {
  return `${observedRate.format(percent)}%`;
}

/** An alert threshold, always with the three decimals the database keeps: 5.750%. */
export function formatThreshold(percent: number): string {
  return `${thresholdRate.format(percent)}%`;
}

/** "30-year fixed below 5.750%" */
export function describeAlert(alert: {
  rateType: RateType;
  /** The watched series in words; without it, the conforming rate of the term. */
  seriesLabel?: string;
  direction: AlertDirection;
  threshold: number;
}): string {
  return `${alert.seriesLabel ?? RATE_TYPE_LABELS[alert.rateType]} ${alert.direction} ${formatThreshold(alert.threshold)}`;
}
