import { rateSeriesLabel } from '@mrn/sdk/schemas/rate-series';
import type { RateHistory } from '@mrn/sdk/schemas/rates';
import { formatDate } from './date-format.ts';
import { formatRate } from './rate-format.ts';
import { seriesOfHistory } from './rate-history-rows.ts';

/**
 * One sentence per series for people who cannot see the chart: where it started and ended in the
 * range, and its low and high. "The 30-year fixed rate went from 6.85% on Jan 2, 2025 to 6.20% on
 * Dec 31, 2025 (down 0.65 points); low 6.08%, high 7.04%." Days FRED revised are counted after it.
 */
export function summarizeRateHistory(history: RateHistory): string {
  const label = history.label ?? rateSeriesLabel(seriesOfHistory(history));
  const points = [...history.points].sort((a, b) => a.date.localeCompare(b.date));
  if (points.length === 0) return `No ${label} rates in this range.`;
  return `${describeMove(label, points)}${describeRevisions(points)}`;
}

function describeMove(label: string, points: RateHistory['points']): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length === 1)
    return `The ${label} rate was ${formatRate(first.value)} on ${formatDate(first.date)}.`;
  const values = points.map((point) => point.value);
  const change = Math.round((last.value - first.value) * 100) / 100;
  const movement =
    change === 0 ? 'unchanged' : `${change < 0 ? 'down' : 'up'} ${Math.abs(change).toFixed(2)} points`;
  return (
    `The ${label} rate went from ${formatRate(first.value)} on ${formatDate(first.date)} ` +
    `to ${formatRate(last.value)} on ${formatDate(last.date)} (${movement}); ` +
    `low ${formatRate(Math.min(...values))}, high ${formatRate(Math.max(...values))}.`
  );
}

/** FRED's corrections, so nobody mistakes a changed figure for a mistake of ours. */
function describeRevisions(points: RateHistory['points']): string {
  const revised = points.filter((point) => point.revised).length;
  if (revised === 0) return '';
  return revised === 1
    ? ' FRED revised 1 of these values after first publishing it; the table shows the earlier figure.'
    : ` FRED revised ${revised} of these values after first publishing them; the table shows the earlier figures.`;
}
