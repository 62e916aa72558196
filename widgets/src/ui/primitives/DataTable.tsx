import type { ReactNode } from 'react';

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  /** Row key source; defaults to the row index, which is fine for tables that are rebuilt whole. */
  rowKey?: (rowIndex: number) => string | number;
  /** Hides the caption visually but keeps it for screen readers (when a heading already says it). */
  hideCaption?: boolean;
}

/** A plain table: first cell of each row is its header, numbers right-aligned by CSS. */
export function DataTable({
  caption,
  columns,
  rows,
  rowKey = (index) => index,
  hideCaption,
}: DataTableProps) {
  return (
    // A named, focusable region: keyboard users can scroll a table wider than the screen (axe
    // scrollable-region-focusable), and screen readers hear which table the region holds.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="mrn-table-wrap" part="table-wrap" aria-label={caption} tabIndex={0}>
      <table className="mrn-table" part="table">
        <caption className={hideCaption ? 'mrn-visually-hidden' : 'mrn-table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(rowIndex)}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional and never reorder
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional and never reorder
                  <td key={cellIndex}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
