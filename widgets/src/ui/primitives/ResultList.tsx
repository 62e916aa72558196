import type { ReactNode } from 'react';

export interface ResultListProps {
  children: ReactNode;
  /** Visible group heading (e.g. "Monthly Breakdown"); the list is labelled by it. */
  heading?: string;
}

export function ResultList({ children, heading }: ResultListProps) {
  return (
    <div className="mrn-result-group">
      {heading ? <h3 className="mrn-result-group__title">{heading}</h3> : null}
      <dl className="mrn-result-list" part="result-list">
        {children}
      </dl>
    </div>
  );
}
