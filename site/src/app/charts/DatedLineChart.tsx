import { curveMonotoneX, line as linePath } from 'd3-shape';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { type ChartSize, useElementSize } from './use-element-size.ts';

/** One line of the chart: its value on each row (undefined where the row has none). */
export interface DatedLine<Row> {
  key: string;
  label: string;
  color: string;
  dash?: string;
  value: (row: Row) => number | undefined;
}

/** A labelled horizontal line (an alert threshold). */
export interface ReferenceLine {
  key: string;
  y: number;
  color: string;
  label: string;
}

/** A dot on a day (where an alert fired). */
export interface ReferenceDot {
  key: string;
  date: string;
  y: number;
  color: string;
}

export interface ValueAxis {
  domain: readonly [number, number];
  ticks: readonly number[];
  format: (value: number) => string;
  /** Room for the tick labels, in pixels. */
  width: number;
}

export interface TooltipContent {
  title: string;
  entries: { key: string; label: string; text: string; color: string }[];
}

interface DatedLineChartProps<Row extends { date: string }> {
  rows: readonly Row[];
  lines: readonly DatedLine<Row>[];
  valueAxis: ValueAxis;
  formatDateTick: (date: string) => string;
  tooltip: (row: Row) => TooltipContent;
  referenceLines?: readonly ReferenceLine[];
  referenceDots?: readonly ReferenceDot[];
  title: string;
  /**
   * A chart people read: described for assistive technology, focusable, days read one by one with
   * the arrow keys. Without it the chart is decoration beside a table with the same numbers.
   */
  readable?: { description: string };
}

const MARGIN = { top: 12, right: 16, bottom: 28 };
/** Width of one character of a 12 px tick label, near enough to keep labels apart. */
const TICK_CHARACTER_WIDTH = 7;
const MIN_TICK_GAP = 24;
/** Used before the first measurement (and where nothing is laid out, as in unit tests). */
const FALLBACK_SIZE: ChartSize = { width: 640, height: 280 };

/** Every `step`-th date gets a label, the step wide enough that labels never touch. */
function dateTickIndexes(labels: readonly string[], plotWidth: number): number[] {
  if (labels.length === 0) return [];
  const widest = Math.max(...labels.map((label) => label.length)) * TICK_CHARACTER_WIDTH + MIN_TICK_GAP;
  const spacing = labels.length > 1 ? plotWidth / (labels.length - 1) : plotWidth;
  const step = Math.max(1, Math.ceil(widest / spacing));
  const indexes: number[] = [];
  for (let index = 0; index < labels.length; index += step) indexes.push(index);
  return indexes;
}

/**
 * A line chart over dates, drawn as SVG by hand (d3-shape for the monotone curve): grid, both axes,
 * the lines, labelled reference lines and dots, a legend and a tooltip that follows the pointer or
 * the arrow keys. About 3 KB where recharts was about 90 KB gzip (issue 28 item 8).
 */
export default function DatedLineChart<Row extends { date: string }>({
  rows,
  lines,
  valueAxis,
  formatDateTick,
  tooltip,
  referenceLines = [],
  referenceDots = [],
  title,
  readable,
}: DatedLineChartProps<Row>) {
  const id = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const measured = useElementSize(plotRef);
  const size = measured && measured.width > 0 && measured.height > 0 ? measured : FALLBACK_SIZE;
  const [activeIndex, setActiveIndex] = useState<number | undefined>(undefined);

  const left = valueAxis.width;
  const right = size.width - MARGIN.right;
  const top = MARGIN.top;
  const bottom = size.height - MARGIN.bottom;
  const plotWidth = Math.max(1, right - left);
  const [low, high] = valueAxis.domain;
  const toX = (index: number) =>
    rows.length > 1 ? left + (index / (rows.length - 1)) * plotWidth : left + plotWidth / 2;
  const toY = (value: number) => bottom - ((value - low) / (high - low || 1)) * (bottom - top);
  const indexOfDate = new Map(rows.map((row, index) => [row.date, index]));
  const dateLabels = rows.map((row) => formatDateTick(row.date));

  const indexAt = (clientX: number) => {
    const box = plotRef.current?.getBoundingClientRect();
    if (!box || rows.length === 0) return undefined;
    const fraction = (clientX - box.left - left) / plotWidth;
    return Math.min(rows.length - 1, Math.max(0, Math.round(fraction * (rows.length - 1))));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => setActiveIndex(indexAt(event.clientX));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = rows.length - 1;
    const current = activeIndex ?? (event.key === 'ArrowLeft' ? rows.length : -1);
    const next: Record<string, number> = {
      ArrowRight: Math.min(last, current + 1),
      ArrowLeft: Math.max(0, current - 1),
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape') setActiveIndex(undefined);
    if (!(event.key in next) || last < 0) return;
    event.preventDefault();
    setActiveIndex(next[event.key]);
  };

  const activeRow = activeIndex === undefined ? undefined : rows[activeIndex];
  const activeTooltip = activeRow ? tooltip(activeRow) : undefined;
  const activeX = activeIndex === undefined ? 0 : toX(activeIndex);
  const titleId = `${id}-title`;
  const descriptionId = `${id}-desc`;

  return (
    <div className="app-line-chart">
      <div
        ref={plotRef}
        className="app-line-chart__plot"
        onPointerMove={onPointerMove}
        onPointerLeave={() => setActiveIndex(undefined)}
        {...(readable
          ? {
              role: 'group',
              tabIndex: 0,
              'aria-label': `${title}: use the left and right arrow keys to read each day`,
              onKeyDown,
              onBlur: () => setActiveIndex(undefined),
            }
          : { 'aria-hidden': true })}
      >
        <svg
          width={size.width}
          height={size.height}
          role={readable ? 'img' : undefined}
          aria-labelledby={readable ? `${titleId} ${descriptionId}` : undefined}
          aria-hidden={readable ? undefined : true}
        >
          <title id={titleId}>{title}</title>
          {readable && <desc id={descriptionId}>{readable.description}</desc>}
          <g className="app-line-chart__grid">
            {valueAxis.ticks.map((tick) => (
              <g key={tick}>
                <line x1={left} x2={right} y1={toY(tick)} y2={toY(tick)} />
                <text x={left - 6} y={toY(tick)} dy="0.32em" textAnchor="end">
                  {valueAxis.format(tick)}
                </text>
              </g>
            ))}
            {dateTickIndexes(dateLabels, plotWidth).map((index) => (
              <text key={rows[index].date} x={toX(index)} y={bottom + 18} textAnchor="middle">
                {dateLabels[index]}
              </text>
            ))}
          </g>
          {lines.map((series) => {
            const points = rows.flatMap((row, index) => {
              const value = series.value(row);
              return value === undefined ? [] : [[toX(index), toY(value)] as [number, number]];
            });
            return (
              <path
                key={series.key}
                className="app-line-chart__line"
                d={linePath().curve(curveMonotoneX)(points) ?? ''}
                fill="none"
                stroke={series.color}
                strokeDasharray={series.dash}
                strokeWidth={2}
              />
            );
          })}
          {referenceLines.map((reference) => (
            <g key={reference.key}>
              <line
                x1={left}
                x2={right}
                y1={toY(reference.y)}
                y2={toY(reference.y)}
                stroke={reference.color}
                strokeDasharray="2 4"
              />
              <text
                className="app-line-chart__reference-label"
                x={right - 4}
                y={toY(reference.y) - 4}
                textAnchor="end"
              >
                {reference.label}
              </text>
            </g>
          ))}
          {referenceDots.flatMap((dot) => {
            const index = indexOfDate.get(dot.date);
            if (index === undefined) return [];
            return [
              <circle
                key={dot.key}
                cx={toX(index)}
                cy={toY(dot.y)}
                r={5}
                fill={dot.color}
                stroke="var(--mrn-color-surface)"
                strokeWidth={2}
              />,
            ];
          })}
          {activeRow && (
            <line className="app-line-chart__cursor" x1={activeX} x2={activeX} y1={top} y2={bottom} />
          )}
        </svg>
        <div
          className="app-line-chart__tooltip"
          hidden={!activeTooltip}
          style={activeX > size.width / 2 ? { right: size.width - activeX + 8 } : { left: activeX + 8 }}
          {...(readable ? { role: 'status' } : {})}
        >
          {activeTooltip && (
            <>
              <strong>{activeTooltip.title}</strong>
              {activeTooltip.entries.map((entry) => (
                <span key={entry.key}>
                  <span
                    className="app-line-chart__swatch"
                    style={{ background: entry.color }}
                    aria-hidden="true"
                  />
                  {entry.label}: {entry.text}
                </span>
              ))}
            </>
          )}
        </div>
      </div>
      <ul className="app-line-chart__legend" aria-hidden={readable ? undefined : true}>
        {lines.map((series) => (
          <li key={series.key}>
            <svg viewBox="0 0 24 8" width="24" height="8" aria-hidden="true">
              <line
                x1="0"
                x2="24"
                y1="4"
                y2="4"
                stroke={series.color}
                strokeDasharray={series.dash}
                strokeWidth={2}
              />
            </svg>
            {series.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
