import { rateSeriesLabel } from '@mrn/sdk/schemas/rate-series';
import { type ChartAlert, firedMarks, thresholdLines } from './alert-chart-marks.ts';
import DatedLineChart from './charts/DatedLineChart.tsx';
import { formatAxisDate, formatDate } from './date-format.ts';
import { rateAxisFor } from './rate-axis.ts';
import { formatRate } from './rate-format.ts';
import { type RateHistoryRow, revisionNote } from './rate-history-rows.ts';
import { seriesColor, seriesDash } from './series-colors.ts';

/** An alert the chart draws: its threshold line(s) and a dot where it fired. */
export type ChartThreshold = ChartAlert;

interface RateHistoryChartProps {
  rows: readonly RateHistoryRow[];
  /** FRED series ids, the person's loan first; each is labelled in words ("30-year FHA"). */
  series: readonly string[];
  /** Drawn only when their series is. */
  thresholds: readonly ChartThreshold[];
  /** Over a year: label ticks with month and year. */
  longRange: boolean;
  /** What the chart shows, for assistive technology (the text summary). */
  description: string;
}

/**
 * The rate-history line chart (loaded on the dashboard only through a dynamic import): the series drawn,
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
  const drawn = thresholds.filter((alert) => series.includes(alert.series));
  const lines = thresholdLines(drawn);
  const fired = firedMarks(drawn, rows);
  const colorOf = (id: string) => seriesColor(series.indexOf(id));
  const axis = rateAxisFor([
    ...rows.flatMap((row) => series.map((id) => row.values[id] ?? Number.NaN)),
    ...lines.map((item) => item.rate),
  ]);
  // Three decimals only when a tick needs them (a 0.125 step).
  const tickDecimals = axis.ticks.some((tick) => Math.abs(tick * 100 - Math.round(tick * 100)) > 1e-6)
    ? 3
    : 2;
  return (
    <DatedLineChart
      rows={rows}
      lines={series.map((id, position) => ({
        key: id,
        label: rateSeriesLabel(id),
        color: seriesColor(position),
        dash: seriesDash(position),
        value: (row: RateHistoryRow) => row.values[id],
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
        entries: series.flatMap((id) => {
          const value = row.values[id];
          if (value === undefined) return [];
          const note = revisionNote(row, id);
          return [
            {
              key: id,
              label: rateSeriesLabel(id),
              text: note ? `${formatRate(value)} (${note})` : formatRate(value),
              color: colorOf(id),
            },
          ];
        }),
      })}
      referenceLines={lines.map((item) => ({
        key: item.key,
        y: item.rate,
        color: colorOf(item.series),
        label: item.label,
      }))}
      referenceDots={fired.map((mark) => ({
        key: mark.key,
        date: mark.date,
        y: mark.rate,
        color: colorOf(mark.series),
      }))}
      title="Mortgage rate history"
      readable={{ description }}
    />
  );
}
