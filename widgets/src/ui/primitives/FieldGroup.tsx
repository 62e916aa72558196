import type { ReactNode } from 'react';

export interface FieldGroupProps {
  legend: string;
  children: ReactNode;
}

/** A fieldset, so screen readers announce the group name (e.g. "Current Loan") with each field. */
export function FieldGroup({ legend, children }: FieldGroupProps) {
  return (
    <fieldset className="mrn-field-group" part="field-group">
      <legend className="mrn-field-group__legend">{legend}</legend>
      <div className="mrn-field-group__fields">{children}</div>
    </fieldset>
  );
}
