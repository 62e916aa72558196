import { RATE_TYPE_LABELS, type RateType } from '@mrn/sdk/schemas/rate-type';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceDot,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type ChartAlert, firedMarks, thresholdLines } from './alert-chart-marks.ts';
import { formatAxisDate, formatDate } from './date-format.ts';
import { rateAxisFor } from './rate-axis.ts';
import { formatRate } from './rate-format.ts';
import { type RateHistoryRow, revisionNote } from './rate-history-rows.ts';
import { SERIES_COLORS, SERIES_DASHES } from './series-colors.ts';

/** An alert the chart draws: its threshold line(s) and a dot where it fired. */
export type ChartThreshold = ChartAlert;

interface RateHistoryChartProps {
  rows: readonly RateHistoryRow[];
  series: readonly RateType[];
  thresholds: readonly ChartThreshold[];
  /** Over a year: label ticks with month and year. */
  longRange: boolean;
  /** What the chart shows, for assistive technology (the text summary). */
  description: string;
}

/**
 * The rate-history line chart (recharts, loaded on the dashboard only through a dynamic import):
 * both series, the active alerts' thresholds as labelled reference lines (both edges of a rate
 * move) with a dot on each day one fired, keyboard navigation
 * through recharts' accessibility layer.
 */
export default function RateHistoryChart({
  rows,
  series,
  thresholds,
  longRange,
  description,
}: RateHistoryChartProps) {
  const lines = thresholdLines(thresholds);
  const fired = firedMarks(thresholds, rows);
  const axis = rateAxisFor([
    ...rows.flatMap((row) => series.map((type) => row[type] ?? Number.NaN)),
    ...lines.map((item) => item.rate),
  ]);
  // Three decimals only when a tick needs them (a 0.125 step).
  const tickDecimals = axis.ticks.some((tick) => Math.abs(tick * 100 - Math.round(tick * 100)) > 1e-6)
    ? 3
    : 2;
  return (
    <LineChart
      data={rows as RateHistoryRow[]}
      responsive
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 12, right: 16, bottom: 4, left: 0 }}
      accessibilityLayer
      title="Mortgage rate history"
      desc={description}
    >
      <CartesianGrid stroke="var(--mrn-chart-grid)" vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={(date: string) => formatAxisDate(date, longRange)}
        minTickGap={24}
        tick={{ fill: 'var(--mrn-color-text-muted)', fontSize: 12 }}
      />
      <YAxis
        domain={axis.domain}
        ticks={axis.ticks}
        tickFormatter={(value: number) => `${value.toFixed(tickDecimals)}%`}
        width={56}
        tick={{ fill: 'var(--mrn-color-text-muted)', fontSize: 12 }}
      />
      <Tooltip
        labelFormatter={(date) => formatDate(String(date))}
        formatter={(value, name, item) => {
          const note = revisionNote(item.payload as RateHistoryRow, name as RateType);
          return [
            note ? `${formatRate(Number(value))} (${note})` : formatRate(Number(value)),
            RATE_TYPE_LABELS[name as RateType] ?? String(name),
          ];
        }}
      />
      <Legend
        formatter={(name) => RATE_TYPE_LABELS[name as RateType] ?? String(name)}
        itemSorter={(item) => (item.dataKey === '30y' ? 0 : 1)}
      />
      {series.map((type) => (
        <Line
          key={type}
          type="monotone"
          dataKey={type}
          name={type}
          stroke={SERIES_COLORS[type]}
          strokeDasharray={SERIES_DASHES[type]}
          strokeWidth={2}
          dot={false}
          connectNulls
          isAnimationActive={false}
        />
      ))}
      {lines.map((item) => (
        <ReferenceLine
          key={item.key}
          y={item.rate}
          stroke={SERIES_COLORS[item.rateType]}
          strokeDasharray="2 4"
          ifOverflow="visible"
          label={{
            value: item.label,
            position: 'insideBottomRight',
            fill: 'var(--mrn-color-text)',
            fontSize: 12,
          }}
        />
      ))}
      {fired.map((mark) => (
        <ReferenceDot
          key={mark.key}
          x={mark.date}
          y={mark.rate}
          r={5}
          fill={SERIES_COLORS[mark.rateType]}
          stroke="var(--mrn-color-surface)"
          strokeWidth={2}
          ifOverflow="visible"
        />
      ))}
    </LineChart>
  );
}
