import { useId } from 'react';
import { DataTable } from '../primitives/DataTable';
import { labelIndexes, linearScale, niceTicks } from './chart-scale';

export interface ChartSeries {
  label: string;
  /** One value per entry of the chart's xValues. */
  values: readonly number[];
}

export interface LineChartProps {
  /** Short name, read first by screen readers (SVG <title>) and used as the data table caption. */
  title: string;
  /** One or two sentences saying what the lines show and the takeaway (SVG <desc>). */
  description: string;
  xLabel: string;
  xValues: readonly number[];
  series: readonly ChartSeries[];
  /** Full-precision value text for the data table, e.g. formatTotal. */
  formatValue: (value: number) => string;
  /** Axis tick text; defaults to compact dollars ($250K). */
  formatTick?: (value: number) => string;
}

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

// Drawing space in viewBox units; the SVG scales to its container width, so these are proportions.
const WIDTH = 480;
const HEIGHT = 270;
const PLOT = { left: 60, right: 12, top: 12, bottom: 44 };
const MAX_MARKED_POINTS = 12;

/**
 * A small dependency-free line chart. Series differ by colour and by dash pattern, so they stay
 * distinguishable in greyscale print and for colour-blind readers; every number is also available
 * as a table inside <details>.
 */
export function LineChart({
  title,
  description,
  xLabel,
  xValues,
  series,
  formatValue,
  formatTick = (value) => compactDollars.format(value),
}: LineChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-desc`;

  const allValues = series.flatMap((line) => line.values);
  const yAxis = niceTicks(Math.min(0, ...allValues), Math.max(0, ...allValues));
  const toX = linearScale(xValues[0] ?? 0, xValues[xValues.length - 1] ?? 1, PLOT.left, WIDTH - PLOT.right);
  const toY = linearScale(yAxis.min, yAxis.max, HEIGHT - PLOT.bottom, PLOT.top);
  const xTickIndexes = labelIndexes(xValues.length, 7);

  return (
    <figure className="mrn-chart" part="chart">
      <svg
        className="mrn-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        <g className="mrn-chart__grid">
          {yAxis.ticks.map((tick) => (
            <g key={tick}>
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={toY(tick)} y2={toY(tick)} />
              <text className="mrn-chart__tick" x={PLOT.left - 8} y={toY(tick)} textAnchor="end" dy="0.32em">
                {formatTick(tick)}
              </text>
            </g>
          ))}
          {xTickIndexes.map((index) => (
            <text
              key={xValues[index]}
              className="mrn-chart__tick"
              x={toX(xValues[index])}
              y={HEIGHT - PLOT.bottom + 18}
              textAnchor="middle"
            >
              {xValues[index]}
            </text>
          ))}
          <text
            className="mrn-chart__axis-label"
            x={(PLOT.left + WIDTH - PLOT.right) / 2}
            y={HEIGHT - 4}
            textAnchor="middle"
          >
            {xLabel}
          </text>
        </g>
        {series.map((line, seriesIndex) => (
          <g key={line.label}>
            <polyline
              className={`mrn-chart__line mrn-chart__line--${seriesIndex + 1}`}
              fill="none"
              // Visible even where chart.css is missing; the stylesheet's colours take precedence.
              stroke="currentColor"
              points={line.values.map((value, index) => `${toX(xValues[index])},${toY(value)}`).join(' ')}
            />
            {/* Markers on short series, where each point is a meaningful year-end figure. */}
            {xValues.length <= MAX_MARKED_POINTS
              ? line.values.map((value, index) => (
                  <circle
                    key={xValues[index]}
                    className={`mrn-chart__marker mrn-chart__marker--${seriesIndex + 1}`}
                    cx={toX(xValues[index])}
                    cy={toY(value)}
                    r={4}
                  />
                ))
              : null}
          </g>
        ))}
      </svg>
      <figcaption className="mrn-chart__legend">
        {series.map((line, seriesIndex) => (
          <span key={line.label} className="mrn-chart__legend-item">
            <svg className="mrn-chart__swatch" viewBox="0 0 24 8" aria-hidden="true">
              <line
                className={`mrn-chart__line mrn-chart__line--${seriesIndex + 1}`}
                x1="0"
                x2="24"
                y1="4"
                y2="4"
              />
            </svg>
            {line.label}
          </span>
        ))}
      </figcaption>
      <details className="mrn-chart__data">
        <summary>Show chart data as a table</summary>
        <DataTable
          caption={title}
          columns={[xLabel, ...series.map((line) => line.label)]}
          rows={xValues.map((x, index) => [
            String(x),
            ...series.map((line) => formatValue(line.values[index])),
          ])}
        />
      </details>
    </figure>
  );
}
