import { RATE_TYPE_LABELS, type RateType } from '@mrn/sdk/schemas/rate-type';
import { formatDate } from './date-format.ts';
import { formatRate } from './rate-format.ts';
import { type RateHistoryRow, revisionNote } from './rate-history-rows.ts';

interface RateHistoryTableProps {
  rows: readonly RateHistoryRow[];
  series: readonly RateType[];
}

/**
 * The chart's data as a table, newest first, behind a disclosure (for screen readers and exact values).
 * A value FRED corrected says so, with the figure it first published: "6.85% (revised from 6.87%)".
 */
export default function RateHistoryTable({ rows, series }: RateHistoryTableProps) {
  return (
    <details className="app-details">
      <summary>Show the data as a table</summary>
      <div className="app-table-frame">
        <table className="app-table">
          <caption className="visually-hidden">Mortgage rates by observation date, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {series.map((type) => (
                <th key={type} scope="col">
                  {RATE_TYPE_LABELS[type]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...rows].reverse().map((row) => (
              <tr key={row.date}>
                <th scope="row">
                  <time dateTime={row.date}>{formatDate(row.date)}</time>
                </th>
                {series.map((type) => {
                  const note = revisionNote(row, type);
                  return (
                    <td key={type}>
                      {row[type] === undefined ? '–' : formatRate(row[type])}
                      {note && ` (${note})`}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
