import type { ReactNode } from 'react';

interface TableDisclosureProps {
  summary: ReactNode;
  /** Extra class on the <details>, for its placement. */
  className?: string;
  /** The table's rows and headers (a caption, ColumnHeads, tbody). */
  children: ReactNode;
}

/** A table behind a disclosure, in a frame that scrolls sideways on a narrow screen. */
export default function TableDisclosure({ summary, className, children }: TableDisclosureProps) {
  return (
    <details className={className ? `app-details ${className}` : 'app-details'}>
      <summary>{summary}</summary>
      <div className="app-table-frame">
        <table className="app-table">{children}</table>
      </div>
    </details>
  );
}
