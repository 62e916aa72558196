import type { ReactNode } from 'react';

/** The ids a field's control carries and cites: its own, its hint's and its error's. */
export interface AppFieldIds {
  id: string;
  hintId: string;
  errorId: string;
  /** Space-separated ids for `aria-describedby`, or undefined when there is nothing to cite. */
  describedBy: string | undefined;
}

export function appFieldIds(id: string, hint: ReactNode, error: string | undefined): AppFieldIds {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

interface AppFieldProps {
  ids: AppFieldIds;
  label: ReactNode;
  hint?: ReactNode;
  /** The message of the schema (or the server's 422) for this field. */
  error?: string;
  className?: string;
  /** The control, carrying `ids.id` and citing `ids.describedBy`. */
  children: ReactNode;
}

/** A labelled control with its hint and error under it, tied to it for assistive technology. */
export default function AppField({ ids, label, hint, error, className = '', children }: AppFieldProps) {
  return (
    <div className={`form-field app-field ${className}`.trim()}>
      <label htmlFor={ids.id}>{label}</label>
      {children}
      {hint && (
        <span id={ids.hintId} className="app-field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={ids.errorId} className="app-field-error">
          {error}
        </span>
      )}
    </div>
  );
}
