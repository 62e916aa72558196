import type { FormAnalyticsDay } from '@mrn/sdk/schemas/form-analytics';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
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

/**
 * Daily counts of one form (recharts, loaded only on the analytics page through a dynamic import).
 * Decoration: hidden from assistive technology and out of the tab order, the table beside it
 * carries the same numbers.
 */
export default function AnalyticsChart({ series }: AnalyticsChartProps) {
  return (
    <LineChart
      data={series as FormAnalyticsDay[]}
      responsive
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 12, right: 16, bottom: 4, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke="var(--mrn-chart-grid)" vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={(date: string) => formatAxisDate(date, false)}
        minTickGap={24}
        tick={{ fill: 'var(--mrn-color-text-muted)', fontSize: 12 }}
      />
      <YAxis allowDecimals={false} width={40} tick={{ fill: 'var(--mrn-color-text-muted)', fontSize: 12 }} />
      <Tooltip labelFormatter={(date) => formatDate(String(date))} />
      <Legend />
      {ANALYTICS_SERIES.map((line) => (
        <Line
          key={line.key}
          type="monotone"
          dataKey={line.key}
          name={line.label}
          stroke={line.color}
          strokeDasharray={line.dash}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
