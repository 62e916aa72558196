import { RATE_TYPE_LABELS, type RateType } from '@mrn/sdk/schemas/rate-type';
import { type ChartAlert, firedMarks, thresholdLines } from './alert-chart-marks.ts';
import DatedLineChart from './charts/DatedLineChart.tsx';
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
 * The rate-history line chart (loaded on the dashboard only through a dynamic import): both series,
 * the active alerts' thresholds as labelled reference lines (both edges of a rate move) with a dot
 * on each day one fired; the arrow keys read it day by day.
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
    <DatedLineChart
      rows={rows}
      lines={series.map((type) => ({
        key: type,
        label: RATE_TYPE_LABELS[type],
        color: SERIES_COLORS[type],
        dash: SERIES_DASHES[type],
        value: (row: RateHistoryRow) => row[type],
      }))}
      valueAxis={{
        domain: axis.domain,
        ticks: axis.ticks,
        format: (value) => `${value.toFixed(tickDecimals)}%`,
        width: 56,
      }}
      formatDateTick={(date) => formatAxisDate(date, longRange)}
      tooltip={(row) => ({
        title: formatDate(row.date),
        entries: series.flatMap((type) => {
          const value = row[type];
          if (value === undefined) return [];
          const note = revisionNote(row, type);
          return [
            {
              key: type,
              label: RATE_TYPE_LABELS[type],
              text: note ? `${formatRate(value)} (${note})` : formatRate(value),
              color: SERIES_COLORS[type],
            },
          ];
        }),
      })}
      referenceLines={lines.map((item) => ({
        key: item.key,
        y: item.rate,
        color: SERIES_COLORS[item.rateType],
        label: item.label,
      }))}
      referenceDots={fired.map((mark) => ({
        key: mark.key,
        date: mark.date,
        y: mark.rate,
        color: SERIES_COLORS[mark.rateType],
      }))}
      title="Mortgage rate history"
      readable={{ description }}
    />
  );
}
