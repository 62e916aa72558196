import type { FormAnalyticsDay } from '@mrn/sdk/schemas/form-analytics';
import { niceTicks } from '@mrn/widgets/ui/chart/chart-scale';
import DatedLineChart from '../charts/DatedLineChart.tsx';
import { formatAxisDate, formatDate } from '../date-format.ts';

/** The counts drawn, with their labels; colour and dash tell them apart. */
export const ANALYTICS_SERIES = [
  { key: 'views', label: 'Views', color: 'var(--mrn-chart-series-1)', dash: undefined },
  { key: 'opens', label: 'Opens', color: 'var(--mrn-color-text-muted)', dash: '2 3' },
  { key: 'submissions', label: 'Submissions', color: 'var(--mrn-chart-series-2)', dash: '6 3' },
  { key: 'confirmed', label: 'Confirmed', color: 'var(--mrn-color-brand-strong)', dash: '10 4' },
] as const;

interface AnalyticsChartProps {
  series: readonly FormAnalyticsDay[];
}

/** Whole-number ticks from zero: counts have no fractions. */
function countAxis(days: readonly FormAnalyticsDay[]) {
  const highest = Math.max(1, ...days.flatMap((day) => ANALYTICS_SERIES.map((line) => day[line.key])));
  const axis = niceTicks(0, Math.max(4, highest));
  return { domain: [axis.min, axis.max] as const, ticks: axis.ticks.filter(Number.isInteger) };
}

/**
 * Daily counts of one form (loaded only on the analytics page through a dynamic import).
 * Decoration: hidden from assistive technology and out of the tab order, the table beside it
 * carries the same numbers.
 */
export default function AnalyticsChart({ series }: AnalyticsChartProps) {
  return (
    <DatedLineChart
      rows={series}
      lines={ANALYTICS_SERIES.map((line) => ({
        key: line.key,
        label: line.label,
        color: line.color,
        dash: line.dash,
        value: (day: FormAnalyticsDay) => day[line.key],
      }))}
      valueAxis={{ ...countAxis(series), format: String, width: 40 }}
      formatDateTick={(date) => formatAxisDate(date, false)}
      title="Daily views, opens, submissions and confirmed leads"
      tooltip={(day) => ({
        title: formatDate(day.date),
        entries: ANALYTICS_SERIES.map((line) => ({
          key: line.key,
          label: line.label,
          text: String(day[line.key]),
          color: line.color,
        })),
      })}
    />
  );
}
