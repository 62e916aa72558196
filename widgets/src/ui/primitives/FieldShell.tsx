import { type ReactNode, useId } from 'react';

/** The ids one form field needs: its control, its hint, its error, and what the control cites. */
export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
  /** Space-separated ids for `aria-describedby`, or undefined when there is nothing to cite. */
  describedBy: string | undefined;
}

/**
 * Ids for a field's control and its hint and error text. Called in the field component itself, so
 * `useId` keeps the tree position (and therefore the server-rendered id) the field always had.
 */
export function useFieldIds(hint: string | undefined, error?: string): FieldIds {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: describedBy || undefined };
}

export interface FieldShellProps {
  ids: FieldIds;
  label: string;
  hint?: string;
  /** Shown under the hint; the caller decides when the value is invalid. */
  error?: string;
  /** The control itself, carrying `ids.id` and `ids.describedBy`. */
  children: ReactNode;
}

/** The label, hint and error markup shared by every form field; the control goes in between. */
export function FieldShell({ ids, label, hint, error, children }: FieldShellProps) {
  return (
    <div className="mrn-field" part="field">
      <label className="mrn-field__label" htmlFor={ids.id} part="label">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="mrn-field__hint" part="hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="mrn-field__error" part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
