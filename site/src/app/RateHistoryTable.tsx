import { rateSeriesLabel } from '@mrn/sdk/schemas/rate-series';
import ColumnHeads from './ColumnHeads.tsx';
import DateText from './DateText.tsx';
import { formatRate } from './rate-format.ts';
import { type RateHistoryRow, revisionNote } from './rate-history-rows.ts';
import TableDisclosure from './TableDisclosure.tsx';

interface RateHistoryTableProps {
  rows: readonly RateHistoryRow[];
  /** FRED series ids, one column each, headed in words. */
  series: readonly string[];
}

/**
 * The chart's data as a table, newest first, behind a disclosure (for screen readers and exact values).
 * A value FRED corrected says so, with the figure it first published: "6.85% (revised from 6.87%)".
 */
export default function RateHistoryTable({ rows, series }: RateHistoryTableProps) {
  return (
    <TableDisclosure summary="Show the data as a table">
      <caption className="visually-hidden">Mortgage rates by observation date, newest first</caption>
      <ColumnHeads names={['Date', ...series.map((id) => rateSeriesLabel(id))]} />
      <tbody>
        {[...rows].reverse().map((row) => (
          <tr key={row.date}>
            <th scope="row">
              <DateText value={row.date} />
            </th>
            {series.map((id) => {
              const note = revisionNote(row, id);
              const value = row.values[id];
              return (
                <td key={id}>
                  {value === undefined ? '–' : formatRate(value)}
                  {note && ` (${note})`}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </TableDisclosure>
  );
}
