import type { ReactNode } from 'react';

export type NoticeTone = 'info' | 'positive' | 'warning' | 'danger';

export interface NoticeProps {
  tone?: NoticeTone;
  /** A short bold lead-in ("Warning:", "Good news:") so the meaning never depends on colour alone. */
  title?: string;
  children: ReactNode;
}

export function Notice({ tone = 'info', title, children }: NoticeProps) {
  return (
    <div className={`mrn-notice mrn-notice--${tone}`} part={`notice notice-${tone}`}>
      {title ? <strong className="mrn-notice__title">{title} </strong> : null}
      {children}
    </div>
  );
}
