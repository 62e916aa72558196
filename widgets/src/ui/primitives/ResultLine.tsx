import type { ReactNode } from 'react';

export type ResultTone = 'neutral' | 'positive' | 'warning' | 'danger';

export interface ResultLineProps {
  label: string;
  value: ReactNode;
  /** Bigger type for the headline figure of a card. */
  emphasis?: boolean;
  tone?: ResultTone;
  /**
   * Words that carry the tone's meaning, so a warning never relies on colour alone
   * (e.g. "above the 28% guideline").
   */
  note?: string;
}

/** One label/value pair; render inside a ResultList (a <dl>). */
export function ResultLine({ label, value, emphasis = false, tone = 'neutral', note }: ResultLineProps) {
  const classes = ['mrn-result-line', `mrn-result-line--${tone}`, emphasis ? 'mrn-result-line--emphasis' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} part="result-line">
      <dt className="mrn-result-line__label">{label}</dt>
      <dd className="mrn-result-line__value" part="result-value">
        {value}
        {note ? <span className="mrn-result-line__note">{note}</span> : null}
      </dd>
    </div>
  );
}
