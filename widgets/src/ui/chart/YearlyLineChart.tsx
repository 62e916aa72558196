import { formatTotal } from '@mrn/sdk/finance/currency-format';
import { LineChart } from './LineChart';

/** One line of a yearly chart: its legend label and how to read its dollar value from a year's row. */
export interface YearlySeries<Row> {
  label: string;
  value: (row: Row) => number;
}

export interface YearlyLineChartProps<Row extends { readonly year: number }> {
  title: string;
  /** What the chart shows, in words (the chart's text alternative). */
  description: string;
  /** One row per year end, in order. */
  rows: readonly Row[];
  series: readonly YearlySeries<Row>[];
}

/** Dollar amounts by year (balances, positions): the chart the calculators draw from their yearly rows. */
export function YearlyLineChart<Row extends { readonly year: number }>({
  title,
  description,
  rows,
  series,
}: YearlyLineChartProps<Row>) {
  return (
    <LineChart
      title={title}
      description={description}
      xLabel="Year"
      xValues={rows.map((row) => row.year)}
      series={series.map(({ label, value }) => ({ label, values: rows.map(value) }))}
      formatValue={formatTotal}
    />
  );
}
